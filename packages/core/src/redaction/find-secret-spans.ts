import { findPrivateKeyBlocks, type TextSpan } from './find-private-key-blocks.js';
import { createKeywordScanner } from './keyword-scanner.js';
import { REDACTION_KEYWORDS, SECRET_RULES } from './rules/all-rules.js';
import { atBoundary, type SecretRule } from './rules/secret-rule.js';
import type { SecretKind } from './secret-kinds.js';

export interface SecretSpan extends TextSpan {
  kind: SecretKind;
}

interface Candidate extends SecretSpan {
  tier: number;
  order: number;
}

const MARKER = /\[REDACTED:[a-z]+(?:-[a-z]+)*\]/g;
const VALUE_GROUPS = ['secret', 'dq', 'sq', 'eq', 'bare'] as const;
const KEYWORDS = createKeywordScanner([...REDACTION_KEYWORDS, '[redacted:']);
// A provider prefix followed by documentation words (`sk-ant-api03-your-key-goes-here`) is a placeholder.
const PLACEHOLDER_WORDS = /(?:^|[-_])(?:your|here|replace|example|insert|placeholder)(?:[-_]|$)/i;

/**
 * The secrets of a text, as non-overlapping spans in text order (docs/redaction.md#overlaps).
 * Each rule runs at most one pass, and only when one of its keywords occurs in the lower-cased
 * text. Overlaps go to the lower tier (the more specific kind), then the earlier start, then the
 * longer span, then rule order. Spans touching an existing marker are dropped, so markers are
 * never matched again.
 */
export function findSecretSpans(text: string): SecretSpan[] {
  const present = KEYWORDS.scan(text.toLowerCase());
  const occurs = (keyword: string) => present.has(keyword);

  const candidates: Candidate[] = [];
  if (occurs('private key')) {
    for (const block of findPrivateKeyBlocks(text)) candidates.push({ ...block, kind: 'private-key', tier: 0, order: -1 });
  }
  SECRET_RULES.forEach((rule, order) => {
    if (rule.keywords.length === 0 || rule.keywords.some(occurs)) collect(rule, order, text, candidates);
  });
  if (candidates.length === 0) return [];

  const taken = new Uint8Array(text.length);
  if (occurs('[redacted:')) {
    for (const m of text.matchAll(MARKER)) taken.fill(1, m.index, m.index + m[0].length);
  }
  candidates.sort((a, b) => a.tier - b.tier || a.start - b.start || b.end - a.end || a.order - b.order);
  const spans: SecretSpan[] = [];
  for (const c of candidates) {
    if (taken.subarray(c.start, c.end).includes(1)) continue;
    taken.fill(1, c.start, c.end);
    spans.push({ start: c.start, end: c.end, kind: c.kind });
  }
  return spans.sort((a, b) => a.start - b.start);
}

function collect(rule: SecretRule, order: number, text: string, out: Candidate[]): void {
  const { regex } = rule;
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m; m = regex.exec(text)) {
    const [start, end] = valueSpan(m);
    const kind = end > start ? kindOf(rule, text, m, text.slice(start, end)) : undefined;
    if (kind) out.push({ start, end, kind, tier: rule.tier, order });
    // A rejected match may hide a real one that starts inside it: look again one step further.
    else regex.lastIndex = m.index + 1;
  }
}

function kindOf(rule: SecretRule, text: string, m: RegExpExecArray, secret: string): SecretKind | undefined {
  if (rule.boundary && !atBoundary(text, m.index, rule.boundary)) return undefined;
  if (rule.classify) return rule.classify(text, m);
  if (rule.tier === 1 && PLACEHOLDER_WORDS.test(secret)) return undefined;
  return !rule.accept || rule.accept(secret, m, text) ? rule.kind : undefined;
}

/** The replaced part of a match: its value group when the rule has one, else all of it. */
function valueSpan(m: RegExpExecArray): [number, number] {
  const groups = m.indices?.groups;
  if (groups) {
    for (const name of VALUE_GROUPS) {
      const span = groups[name];
      if (span) return span;
    }
  }
  return [m.index, m.index + m[0].length];
}
