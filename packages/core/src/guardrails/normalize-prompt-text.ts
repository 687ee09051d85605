// Characters that render as nothing and are used to split words past a pattern.
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;

/**
 * The form of a prompt that guardrails read: NFKC (full-width letters and digits become ASCII,
 * so "ｓａｒｉｎ" and "１２３４" match like "sarin" and "1234"), invisible characters dropped,
 * and typographic apostrophes made plain.
 */
export function normalizePromptText(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(/[\u2018\u2019]/g, "'");
}
