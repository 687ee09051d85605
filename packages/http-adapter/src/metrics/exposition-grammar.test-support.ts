/** A strict reader of the Prometheus text format 0.0.4, for tests: throws on any line it cannot read. */

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:\\\\[\\\\"n]|[^"\\\\\\n])*"';
const VALUE = '(?:NaN|[+-]Inf|[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?)';
export const SAMPLE_LINE = new RegExp(`^(${NAME})(\\{(?:${LABEL}(?:,${LABEL})*)?\\})? (${VALUE})(?: -?\\d+)?$`);
const HELP_LINE = new RegExp(`^# HELP (${NAME}) (?:[^\\\\\\n]|\\\\[\\\\n])*$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  if (!text.endsWith('\n')) throw new Error('The exposition must end with a line feed.');
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    if (line.startsWith('#')) {
      const type = TYPE_LINE.exec(line);
      if (type) {
        if (types.has(type[1]!)) throw new Error(`Duplicate TYPE for ${type[1]}`);
        types.set(type[1]!, type[2]!);
      } else if (!HELP_LINE.test(line)) throw new Error(`Bad comment line: ${line}`);
      continue;
    }
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`Bad sample line: ${JSON.stringify(line)}`);
    const name = match[1]!;
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(family)) throw new Error(`Sample before its TYPE: ${line}`);
    samples.push({ name, labels: parseLabels(match[2] ?? ''), value: parseValue(match[3]!) });
  }
  return { samples, types };
}

function parseLabels(block: string): Record<string, string> {
  const labels: Record<string, string> = {};
  const re = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:\\[\\"n]|[^"\\\n])*)"/g;
  for (const m of block.matchAll(re)) {
    labels[m[1]!] = m[2]!.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

function parseValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

export function sampleValue(samples: Sample[], name: string, labels: Record<string, string>): number | undefined {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v) && Object.keys(s.labels).length === Object.keys(labels).length,
  )?.value;
}
