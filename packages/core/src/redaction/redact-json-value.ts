import { redactSecrets, type Redaction } from './redact-secrets.js';
import { sumSecretCounts, type SecretCounts } from './secret-kinds.js';

/**
 * Redacts every string of a JSON-like value, object keys included, with redactSecrets, and a
 * string under a secret-named key as its assignment (`{"password": "hunter2!x"}`)
 * (docs/redaction.md#where-text-is-redacted). This is the function for anything the service keeps
 * or sends that is not a chat request: an error body, a log record, and the findings evidence
 * of the VM ledger when it exists. Numbers, booleans and null are kept; a value without secrets
 * is returned as the same object (no copy). Anything that is not a plain object or array (a Date,
 * an Error, a Map) is returned as it is: callers turn such values into plain data first.
 * `redact` is redactSecrets unless a caller passes a memoised twin (the logger does).
 */
export function redactJsonValue<T>(value: T, redact: (text: string) => Redaction = redactSecrets): { value: T; counts: SecretCounts } {
  const all: SecretCounts[] = [];
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') {
      if (node.length === 0) return node;
      const r = redact(node);
      if (r.text === node) return node;
      all.push(r.counts);
      return r.text;
    }
    if (node === null || typeof node !== 'object' || depth > MAX_DEPTH) return node;
    if (Array.isArray(node)) {
      const items = node.map((item) => walk(item, depth + 1));
      return items.some((item, i) => item !== node[i]) ? items : node;
    }
    if (Object.getPrototypeOf(node) !== Object.prototype && Object.getPrototypeOf(node) !== null) return node;
    // Entries are copied from the first change on, so a renamed key keeps its place.
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record);
    let entries: [string, unknown][] | undefined;
    keys.forEach((key, i) => {
      const value = record[key];
      const item = typeof value === 'string' && SECRET_KEY_WORD.test(key) ? redactAssigned(key, value) : walk(value, depth + 1);
      const safeKey = walk(key, depth + 1) as string;
      if (entries === undefined && item === record[key] && safeKey === key) return;
      entries ??= keys.slice(0, i).map((k): [string, unknown] => [k, record[k]]);
      entries.push([safeKey, item]);
    });
    return entries === undefined ? node : Object.fromEntries(entries);
  };
  // A string alone may not look secret ("hunter2!x"); under a secret-named key it is, as the same
  // JSON read as text would show (`"password": "hunter2!x"`). Such a pair is read as that text
  // when the string alone shows nothing.
  const redactAssigned = (key: string, text: string): string => {
    const alone = walk(text, 0) as string;
    if (alone !== text || text.length === 0) return alone;
    const pair = `${JSON.stringify(key)}: ${JSON.stringify(text)}`;
    const r = redact(pair);
    if (r.text === pair) return text;
    let masked: unknown;
    try {
      masked = (JSON.parse(`{${r.text}}`) as Record<string, unknown>)[key];
    } catch {
      return text;
    }
    if (typeof masked !== 'string') return text;
    all.push(r.counts);
    return masked;
  };
  const redacted = walk(value, 0) as T;
  return { value: redacted, counts: sumSecretCounts(all) };
}

/** The words a secret-named key holds (the anchor of the secret-assignment rule): only such pairs are read as text. */
const SECRET_KEY_WORD = /pass|pwd|secret|token|key|auth|cred|bearer/i;

/** Deeper values are kept as they are: JSON bodies are capped at 10,000 levels before they get here. */
const MAX_DEPTH = 10_000;
