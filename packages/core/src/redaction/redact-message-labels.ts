import { redactSecrets } from './redact-secrets.js';
import { sumSecretCounts, type SecretCounts } from './secret-kinds.js';
import type { RedactableMessage } from './redact-chat-messages.js';

/**
 * The short texts of a conversation besides its contents (docs/redaction.md#where-text-is-redacted):
 * a message's `name`, a tool turn's `tool_call_id`, the `id` and function `name` of earlier tool
 * calls, an image part's URL (a `https://user:password@host/...` URL carries credentials) and a
 * file part's `filename`. The upstream receives all of them as text, so they are redacted like
 * the contents. Base64 payloads are left alone: an image's `data:` URL, a file's `file_data` and
 * audio `data` are binary, where a pattern could only match by chance and break the payload.
 * Returns new messages (a message without secrets is the same object) and the summed counts.
 */
export function redactMessageLabels<M extends RedactableMessage>(messages: readonly M[]): { messages: M[]; counts: SecretCounts } {
  const all: SecretCounts[] = [];
  const text = (value: unknown): unknown => {
    if (typeof value !== 'string' || value === '') return value;
    const r = redactSecrets(value);
    all.push(r.counts);
    return r.text;
  };
  const out = messages.map((message) => {
    const record = message as unknown as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    const set = (key: string, value: unknown) => {
      if (value !== record[key]) (copy ??= { ...record })[key] = value;
    };
    set('name', text(record['name']));
    set('tool_call_id', text(record['tool_call_id']));
    if (Array.isArray(record['tool_calls']))
      set(
        'tool_calls',
        sameIfUnchanged(record['tool_calls'], (call) => redactCallLabels(call, text)),
      );
    if (Array.isArray(record['content']))
      set(
        'content',
        sameIfUnchanged(record['content'], (part) => redactPartLabels(part, text)),
      );
    return (copy ?? message) as M;
  });
  return { messages: out, counts: sumSecretCounts(all) };
}

type Text = (value: unknown) => unknown;

function redactCallLabels(call: unknown, text: Text): unknown {
  if (!isRecord(call)) return call;
  const id = text(call['id']);
  const fn = call['function'];
  const name = isRecord(fn) ? text(fn['name']) : undefined;
  const fnChanged = isRecord(fn) && name !== fn['name'];
  if (id === call['id'] && !fnChanged) return call;
  return { ...call, id, ...(fnChanged ? { function: { ...fn, name } } : {}) };
}

function redactPartLabels(part: unknown, text: Text): unknown {
  if (!isRecord(part)) return part;
  const image = part['image_url'];
  if (isRecord(image) && typeof image['url'] === 'string' && !image['url'].startsWith('data:')) {
    const url = text(image['url']);
    return url === image['url'] ? part : { ...part, image_url: { ...image, url } };
  }
  const file = part['file'];
  if (isRecord(file) && typeof file['filename'] === 'string') {
    const filename = text(file['filename']);
    return filename === file['filename'] ? part : { ...part, file: { ...file, filename } };
  }
  return part;
}

function sameIfUnchanged(items: readonly unknown[], map: (item: unknown) => unknown): readonly unknown[] {
  const out = items.map(map);
  return out.some((item, i) => item !== items[i]) ? out : items;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
