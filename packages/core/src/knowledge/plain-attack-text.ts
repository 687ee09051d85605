// Citation names occasionally hold one pair of parentheses ("(Citation: Foo (2020))").
const CITATION = /\s*\(Citation:[^()]*(?:\([^()]*\)[^()]*)*\)/g;
// [User Execution](https://attack.mitre.org/techniques/T1204): keep the words, drop the link.
const MARKDOWN_LINK = /\[([^\]]+)\]\((?:[^()\s]|\([^()]*\))+\)/g;
// Only the formatting tags ATT&CK uses: a literal `<command>` inside a code sample is content.
const FORMATTING_TAG = /<\/?(?:code|br|b|i|em|strong|p|ul|ol|li|pre|sup|sub|a)(?:\s[^>]*)?\/?>/gi;

/**
 * ATT&CK descriptions as plain text: citation markers, markdown links and formatting tags removed,
 * spaces collapsed, paragraphs kept. Snippets and the index then see words, not markup.
 */
export function plainAttackText(text: string): string {
  return text
    .replace(CITATION, '')
    .replace(MARKDOWN_LINK, '$1')
    .replace(FORMATTING_TAG, '')
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
