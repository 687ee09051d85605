/** The least a message must look like for its text to be read (parsed or not). */
export interface MessageLike {
  content?: unknown;
}

/**
 * The text of one message content: a string is itself; an array of content parts contributes
 * the `text` of its `{type: 'text'}` parts (images, audio and files carry no prompt text).
 */
export function contentTexts(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  const texts: string[] = [];
  for (const part of content) {
    if (isTextPart(part)) texts.push(part.text);
  }
  return texts;
}

/** All message text, one line break between parts, as guardrails read the prompt. */
export function messagesText(messages: readonly MessageLike[]): string {
  return messages.flatMap((message) => contentTexts(message.content)).join('\n');
}

function isTextPart(part: unknown): part is { type: 'text'; text: string } {
  return typeof part === 'object' && part !== null && (part as { type?: unknown }).type === 'text' && typeof (part as { text?: unknown }).text === 'string';
}
