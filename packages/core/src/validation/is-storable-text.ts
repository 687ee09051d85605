/** A UTF-16 code unit of a surrogate pair standing alone: not a character of any encoding. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether PostgreSQL can store this text as it is, in a text column or inside jsonb: no U+0000
 * (no PostgreSQL text holds it) and no lone surrogate (jsonb refuses the escape JSON writes for
 * one). JSON may carry both, so a field the store keeps is checked before it gets there.
 *
 * @example
 * isStorableText('GET /admin') //=> true
 * isStorableText('a\u0000b') //=> false
 * isStorableText('\ud800') //=> false
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
