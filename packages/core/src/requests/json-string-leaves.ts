/**
 * Every string of a JSON value in document order, object keys too when `withKeys`; iterative, so
 * a deeply nested value cannot exhaust the stack. What guardrails read of a tool call's arguments,
 * and what the input ceiling counts of the tools and other forwarded fields.
 */
export function jsonStringLeaves(root: unknown, withKeys: boolean): string[] {
  const out: string[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') out.push(item);
    else if (Array.isArray(item)) for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
    else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, value] = entries[i] as [string, unknown];
        stack.push(value);
        if (withKeys) stack.push(key);
      }
    }
  }
  return out;
}
