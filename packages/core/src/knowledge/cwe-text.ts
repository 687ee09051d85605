/**
 * The text of a CWE field as cwe-sdk converted it from XHTML: a string, or nested objects such as
 * `{"xhtml:p": [...], "xhtml:ul": {"xhtml:li": [...]}}`. Each block becomes one line; list items
 * get a dash so lists still read as lists.
 */
export function cweText(value: unknown): string {
  const lines: string[] = [];
  collect(value, false, lines);
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

function collect(value: unknown, listItem: boolean, lines: string[]): void {
  if (typeof value === 'string' || typeof value === 'number') {
    lines.push(listItem ? `- ${value}` : String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, listItem, lines);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      // Attributes (`attr`, `@_...`) are markup, not text.
      if (key === 'attr' || key.startsWith('@_')) continue;
      collect(child, key === 'xhtml:li', lines);
    }
  }
}
