/** Helpers for the Prometheus text exposition format 0.0.4, written by hand (no dependency). */

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** A label value: backslash, double quote and line feed are escaped, as the format requires. */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** HELP text: backslash and line feed are escaped (quotes are not, per the format). */
export function escapeHelp(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

/** `{a="x",b="y"}`, or nothing without labels. */
export function formatLabels(labels: readonly (readonly [string, string])[]): string {
  if (labels.length === 0) return '';
  return `{${labels.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(',')}}`;
}

/** A sample value: integers as integers, the infinities and NaN as the format spells them. */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

/** The `# HELP` and `# TYPE` lines that open one metric family. */
export function familyHeader(name: string, type: 'counter' | 'gauge' | 'histogram', help: string): string[] {
  return [`# HELP ${name} ${escapeHelp(help)}`, `# TYPE ${name} ${type}`];
}

/**
 * A map from a tuple of label values to a number, keyed by the JSON of the tuple (which cannot
 * collide, unlike joining with a separator that a value might contain).
 */
export class LabelledValues<V> {
  readonly #entries = new Map<string, { labels: string[]; value: V }>();

  update(labels: string[], initial: () => V, change: (value: V) => V): void {
    const key = JSON.stringify(labels);
    const entry = this.#entries.get(key);
    this.#entries.set(key, { labels, value: change(entry ? entry.value : initial()) });
  }

  /** Entries sorted by their label values, so the exposition is stable from scrape to scrape. */
  sorted(): { labels: string[]; value: V }[] {
    return [...this.#entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
  }
}
