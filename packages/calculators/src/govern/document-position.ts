/** A path into the input document: object keys and array indexes. */
export type DocumentPath = readonly (string | number)[];

/**
 * Where a path sits in the raw input, as the index of each key in its parent's own key order
 * (array indexes as they are). A key the input lacks sorts after every present one, the same
 * rule `parseInput` applies to schema issues (core's firstIssueInDocumentOrder).
 */
export function documentPosition(input: unknown, path: DocumentPath): number[] {
  const position: number[] = [];
  let node: unknown = input;
  for (const key of path) {
    if (typeof key === 'number') {
      position.push(key);
      node = Array.isArray(node) ? node[key] : undefined;
    } else {
      const index = node !== null && typeof node === 'object' ? Object.keys(node).indexOf(key) : -1;
      position.push(index === -1 ? Number.MAX_SAFE_INTEGER : index);
      node = index === -1 ? undefined : (node as Record<string, unknown>)[key];
    }
  }
  return position;
}

/** Earlier in the document first; a parent before its child. */
export function comparePositions(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** `risks[3].id` */
export function fieldName(path: DocumentPath): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out === '' ? key : `${out}.${key}`), '');
}
