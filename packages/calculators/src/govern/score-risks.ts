import type { RiskInput, RiskTreatment } from './govern-schema.js';

/** The level of a 5x5 risk score (see riskLevel). */
export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';
/** What can be wrong with a risk of the register. */
export type RiskFindingCode = 'no-owner' | 'acceptance-exceeds-appetite';

/** One problem with a risk, with the sentence that says what to do. */
export interface RiskFinding {
  code: RiskFindingCode;
  message: string;
}

/** One risk of the register with its score, level, owner and findings. */
export interface ScoredRisk {
  id: string;
  likelihood: number;
  impact: number;
  /** `likelihood * impact`, 1 to 25. */
  score: number;
  level: RiskLevel;
  treatment: RiskTreatment;
  /** The owner as given; null when missing or blank. */
  owner: string | null;
  findings: RiskFinding[];
}

/** scoreRisks' answer: the appetite, the scored risks and a count per level. */
export interface RiskRegister {
  /** The highest score that may be accepted. */
  appetite: number;
  /** By score descending, then id. */
  register: ScoredRisk[];
  summary: { total: number; low: number; medium: number; high: number; critical: number; overAppetite: number };
}

/**
 * The level of a 5x5 risk score: `low` 1 to 4, `medium` 5 to 9, `high` 10 to 16, `critical` 20 to 25
 * (17 to 19 cannot occur on 5x5).
 *
 * @example
 * import { riskLevel } from '@secgate/calculators';
 *
 * riskLevel(4 * 3);
 * //=> 'high'
 */
export function riskLevel(score: number): RiskLevel {
  if (score >= 20) return 'critical';
  if (score >= 10) return 'high';
  if (score >= 5) return 'medium';
  return 'low';
}

/**
 * Scores a risk register (5x5 likelihood x impact) against the risk appetite, the highest score
 * that may be accepted; risks come back by score, highest first.
 *
 * @example
 * import { scoreRisks } from '@secgate/calculators';
 *
 * const { register, summary } = scoreRisks(
 *   [
 *     { id: 'R-2', likelihood: 2, impact: 2, treatment: 'accept', owner: 'CFO' },
 *     { id: 'R-1', likelihood: 4, impact: 4, treatment: 'mitigate', owner: 'CISO' },
 *   ],
 *   9,
 * );
 * register.map(({ id, score, level }) => `${id} ${score} ${level}`);
 * //=> ['R-1 16 high', 'R-2 4 low']
 * summary.overAppetite;
 * //=> 1
 */
export function scoreRisks(risks: readonly RiskInput[], appetite: number): RiskRegister {
  const register = risks.map((risk) => scoreRisk(risk, appetite));
  register.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const summary = { total: register.length, low: 0, medium: 0, high: 0, critical: 0, overAppetite: 0 };
  for (const risk of register) {
    summary[risk.level] += 1;
    if (risk.score > appetite) summary.overAppetite += 1;
  }
  return { appetite, register, summary };
}

function scoreRisk(risk: RiskInput, appetite: number): ScoredRisk {
  const { id, likelihood, impact, treatment } = risk;
  const score = likelihood * impact;
  const owner = risk.owner?.trim() ? risk.owner : null;
  const findings: RiskFinding[] = [];
  if (owner === null) {
    findings.push({
      code: 'no-owner',
      message: `Risk '${id}' has no owner: name the person accountable for its treatment (GV.RR-02).`,
    });
  }
  if (treatment === 'accept' && score > appetite) {
    findings.push({
      code: 'acceptance-exceeds-appetite',
      message: `Risk '${id}' is accepted at score ${score}, above the risk appetite of ${appetite}: mitigate, transfer or avoid it, or have the acceptance approved above the appetite (GV.RM-02).`,
    });
  }
  return { id, likelihood, impact, score, level: riskLevel(score), treatment, owner, findings };
}
