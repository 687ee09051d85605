const CWE = /^CWE[\s_-]*0*(\d+)$/i;
const TECHNIQUE = /^T(\d{4})(?:[./](\d{3}))?$/i;
const OTHER_ATTACK = /^(TA|M|G|S|C|DS)(\d{4})$/i;

/**
 * The canonical form of something that looks like a knowledge id, or undefined: `cwe-79`,
 * `CWE 79` and `CWE_079` are `CWE-79`; `t1566.001` and `T1566/001` (as in ATT&CK's URLs) are
 * `T1566.001`; `ta0001`, `m1017`, `g0082`, `s0002` are upper-cased. A bare number is not an id:
 * "79" could be anything.
 */
export function normalizeKnowledgeId(text: string): string | undefined {
  const trimmed = text.trim();
  const cwe = CWE.exec(trimmed);
  if (cwe) return `CWE-${cwe[1]}`;
  const technique = TECHNIQUE.exec(trimmed);
  if (technique) return technique[2] ? `T${technique[1]}.${technique[2]}` : `T${technique[1]}`;
  const other = OTHER_ATTACK.exec(trimmed);
  if (other) return `${other[1]!.toUpperCase()}${other[2]}`;
  return undefined;
}
