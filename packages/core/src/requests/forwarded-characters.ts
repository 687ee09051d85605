import { jsonStringLeaves } from './json-string-leaves.js';
import { contentTexts } from './message-text.js';

/** The least of a request whose forwarded text is counted (parsed chat and job requests both fit). */
export interface ForwardedRequest {
  messages: readonly {
    content?: unknown;
    name?: unknown;
    refusal?: unknown;
    tool_call_id?: unknown;
    tool_calls?: readonly { function?: { name?: unknown; arguments?: unknown } }[] | undefined;
  }[];
  tools?: unknown;
  tool_choice?: unknown;
  response_format?: unknown;
  stop?: unknown;
  user?: unknown;
}

/**
 * Characters of every text a request forwards to the model, counted as Unicode code points: message
 * contents (text parts and refusals), names, tool-call ids, names and arguments, and every string of
 * the tools, tool choice, response format, stop sequences and user. Images, audio and files are
 * media, not prompt text, and are not counted. The input ceiling is measured on this, so two
 * million characters hidden in tool-call arguments or a tool description count like a prompt.
 */
export function forwardedCharacters(request: ForwardedRequest): number {
  let count = 0;
  const add = (value: unknown) => {
    if (typeof value === 'string') count += codePointCount(value);
  };
  for (const message of request.messages) {
    for (const text of contentTexts(message.content)) add(text);
    if (Array.isArray(message.content))
      for (const part of message.content as { type?: unknown; refusal?: unknown }[]) if (part?.type === 'refusal') add(part.refusal);
    add(message.refusal);
    add(message.name);
    add(message.tool_call_id);
    for (const call of message.tool_calls ?? []) {
      add(call.function?.name);
      add(call.function?.arguments);
    }
  }
  for (const value of [request.tools, request.tool_choice, request.response_format, request.stop, request.user]) {
    for (const text of jsonStringLeaves(value, true)) add(text);
  }
  return count;
}

/** Code points of a text: a surrogate pair counts once. */
function codePointCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}
