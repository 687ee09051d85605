import type { RiskInput, RiskTreatment } from './govern-schema.js';

export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';
export type RiskFindingCode = 'no-owner' | 'acceptance-exceeds-appetite';

export interface RiskFinding {
  code: RiskFindingCode;
  message: string;
}

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

export interface RiskRegister {
  /** The highest score that may be accepted. */
  appetite: number;
  /** By score descending, then id. */
  register: ScoredRisk[];
  summary: { total: number; low: number; medium: number; high: number; critical: number; overAppetite: number };
}

/** `low` 1 to 4, `medium` 5 to 9, `high` 10 to 16, `critical` 20 to 25 (17 to 19 cannot occur on 5x5). */
export function riskLevel(score: number): RiskLevel {
  if (score >= 20) return 'critical';
  if (score >= 10) return 'high';
  if (score >= 5) return 'medium';
  return 'low';
}

/** Scores a risk register (5x5 likelihood x impact) against the risk appetite. */
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
