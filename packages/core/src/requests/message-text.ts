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

/**
 * Characters of all message contents, counted as Unicode code points, so an emoji or a CJK
 * supplementary character counts once, as a person would count it. Separators are not counted.
 */
export function inputCharacters(messages: readonly MessageLike[]): number {
  let count = 0;
  for (const message of messages) {
    for (const text of contentTexts(message.content)) count += codePointCount(text);
  }
  return count;
}

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

function isTextPart(part: unknown): part is { type: 'text'; text: string } {
  return (
    typeof part === 'object' &&
    part !== null &&
    (part as { type?: unknown }).type === 'text' &&
    typeof (part as { text?: unknown }).text === 'string'
  );
}
