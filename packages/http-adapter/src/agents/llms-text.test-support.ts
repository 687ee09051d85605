/** The parts of an llmstxt.org file: its H1, its blockquote summary, and each H2 section's link lines. */
export interface LlmsTxt {
  title: string;
  summary: string;
  sections: Map<string, { name: string; url: string; notes: string }[]>;
}

const LINK = /^- \[([^\]]+)\]\(([^)\s]+)\)(?::\s*(.*))?$/;

/** Parses the llmstxt.org format strictly: H1 first, then a blockquote, then H2 sections of link lines. */
export function parseLlmsTxt(text: string): LlmsTxt {
  const lines = text.split('\n');
  const title = /^# (.+)$/.exec(lines[0] ?? '')?.[1];
  if (!title) throw new Error('no H1 on the first line');
  const quoteAt = lines.findIndex((line) => line.startsWith('> '));
  const firstH2 = lines.findIndex((line) => line.startsWith('## '));
  if (quoteAt < 0 || (firstH2 >= 0 && quoteAt > firstH2)) throw new Error('no blockquote summary before the sections');
  const sections = new Map<string, { name: string; url: string; notes: string }[]>();
  let current: { name: string; url: string; notes: string }[] | undefined;
  for (const line of lines.slice(firstH2)) {
    if (line.startsWith('## ')) sections.set(line.slice(3), (current = []));
    else if (line.startsWith('#')) throw new Error(`an unexpected heading: ${line}`);
    else if (line.startsWith('- ')) {
      const match = LINK.exec(line);
      if (!match || !current) throw new Error(`not a link line: ${line}`);
      current.push({ name: match[1]!, url: match[2]!, notes: match[3] ?? '' });
    } else if (line.trim() !== '') throw new Error(`text inside a section: ${line}`);
  }
  return { title, summary: lines[quoteAt]!.slice(2), sections };
}
