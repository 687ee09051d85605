import { parseTimestamp } from '@secgate/core';
import type { ContractClause, SupplierCriticality, SupplierDataAccess, SupplierInput } from './govern-schema.js';

/** The longest a supplier may go without a security assessment, by criticality. */
export const MAX_ASSESSMENT_AGE_DAYS: Readonly<Record<SupplierCriticality, number>> = {
  critical: 180,
  high: 365,
  medium: 730,
  low: 1095,
};

/** What can be wrong with a supplier: its assessment's age, or a clause its contract lacks. */
export type SupplierFindingCode =
  | 'never-assessed'
  | 'assessment-overdue'
  | 'assessed-after-as-of'
  | 'missing-breach-notification'
  | 'missing-right-to-audit'
  | 'missing-subprocessor-flow-down'
  | 'missing-security-requirements';

/** One problem with a supplier, with the sentence that says what to do. */
export interface SupplierFinding {
  code: SupplierFindingCode;
  message: string;
}

/** One supplier as reviewed: its last assessment, when the next is due, and its findings. */
export interface SupplierAssessment {
  id: string;
  criticality: SupplierCriticality;
  dataAccess: SupplierDataAccess;
  /** `toISOString()` form, or null when never assessed. */
  lastAssessed: string | null;
  /** Whole days from lastAssessed to asOf, rounded down; null when never assessed or assessed after asOf. */
  ageDays: number | null;
  maxAgeDays: number;
  /** lastAssessed + maxAgeDays; null when never assessed. */
  nextAssessmentDue: string | null;
  findings: SupplierFinding[];
}

/** assessSuppliers' answer: the suppliers as of `asOf`, those with the most findings first. */
export interface SupplierReview {
  asOf: string;
  /** By number of findings descending, then criticality (critical first), then id. */
  assessments: SupplierAssessment[];
}

const DAY_MS = 86_400_000;
const CRITICALITY_RANK: Readonly<Record<SupplierCriticality, number>> = { critical: 0, high: 1, medium: 2, low: 3 };
const CONFIDENTIAL_OR_PERSONAL: readonly SupplierDataAccess[] = ['confidential', 'personal', 'sensitive-personal'];
const PERSONAL: readonly SupplierDataAccess[] = ['personal', 'sensitive-personal'];

/**
 * Third-party risk review (GV.SC-04, GV.SC-05, GV.SC-07) as of `asOf` (a validated timestamp):
 * overdue assessments and the contract clauses a supplier's criticality and data access call for.
 *
 * @example
 * import { assessSuppliers } from '@secgate/calculators';
 *
 * const review = assessSuppliers(
 *   [
 *     {
 *       id: 'payroll-saas',
 *       criticality: 'critical',
 *       dataAccess: 'personal',
 *       contractClauses: ['security-requirements'],
 *       lastAssessed: '2024-01-10T00:00:00Z',
 *     },
 *   ],
 *   '2026-03-02T08:00:00Z',
 * );
 * review.assessments[0]?.findings.map((finding) => finding.code);
 * //=> ['assessment-overdue', 'missing-breach-notification', 'missing-right-to-audit', 'missing-subprocessor-flow-down']
 */
export function assessSuppliers(suppliers: readonly SupplierInput[], asOf: string): SupplierReview {
  const asOfMs = toMs(asOf);
  const assessments = suppliers.map((supplier) => assessSupplier(supplier, asOfMs));
  assessments.sort(
    (a, b) =>
      b.findings.length - a.findings.length || CRITICALITY_RANK[a.criticality] - CRITICALITY_RANK[b.criticality] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { asOf: new Date(asOfMs).toISOString(), assessments };
}

function assessSupplier(supplier: SupplierInput, asOfMs: number): SupplierAssessment {
  const { id, criticality, dataAccess } = supplier;
  const maxAgeDays = MAX_ASSESSMENT_AGE_DAYS[criticality];
  const findings: SupplierFinding[] = [];
  let lastAssessed: string | null = null;
  let ageDays: number | null = null;
  let nextAssessmentDue: string | null = null;

  if (supplier.lastAssessed === null) {
    findings.push({
      code: 'never-assessed',
      message: `Supplier '${id}' (${criticality}) has never been assessed: assess it before relying on it (GV.SC-07).`,
    });
  } else {
    const assessedMs = toMs(supplier.lastAssessed);
    lastAssessed = new Date(assessedMs).toISOString();
    nextAssessmentDue = new Date(assessedMs + maxAgeDays * DAY_MS).toISOString();
    if (assessedMs > asOfMs) {
      findings.push({
        code: 'assessed-after-as-of',
        message: `Supplier '${id}' was assessed on ${lastAssessed}, after asOf: check the date; its age is not computed.`,
      });
    } else {
      ageDays = Math.floor((asOfMs - assessedMs) / DAY_MS);
      if (ageDays > maxAgeDays) {
        findings.push({
          code: 'assessment-overdue',
          message: `Supplier '${id}' was last assessed ${ageDays} days ago, over the ${maxAgeDays}-day maximum for a ${criticality}-criticality supplier: reassess it (GV.SC-07).`,
        });
      }
    }
  }
  findings.push(...clauseFindings(supplier));
  return { id, criticality, dataAccess, lastAssessed, ageDays, maxAgeDays, nextAssessmentDue, findings };
}

/** Contract clauses expected for the supplier's criticality and data access (GV.SC-05). */
function clauseFindings({ id, criticality, dataAccess, contractClauses }: SupplierInput): SupplierFinding[] {
  const has = (clause: ContractClause) => contractClauses.includes(clause);
  const findings: SupplierFinding[] = [];
  if (CONFIDENTIAL_OR_PERSONAL.includes(dataAccess) && !has('breach-notification')) {
    findings.push({
      code: 'missing-breach-notification',
      message: `Supplier '${id}' handles ${dataAccess} data without a breach-notification clause: require prompt notice of incidents so your own regulatory deadlines can be met.`,
    });
  }
  if ((criticality === 'critical' || criticality === 'high') && !has('right-to-audit')) {
    findings.push({
      code: 'missing-right-to-audit',
      message: `Supplier '${id}' is of ${criticality} criticality but its contract has no right-to-audit clause: add the right to audit or to receive independent assurance reports.`,
    });
  }
  if (PERSONAL.includes(dataAccess) && !has('subprocessor-flow-down')) {
    findings.push({
      code: 'missing-subprocessor-flow-down',
      message: `Supplier '${id}' processes ${dataAccess} data without a subprocessor flow-down clause: its subprocessors must be bound by the same obligations.`,
    });
  }
  if (dataAccess !== 'none' && !has('security-requirements')) {
    findings.push({
      code: 'missing-security-requirements',
      message: `Supplier '${id}' has ${dataAccess} data access but the contract states no security requirements: add them (GV.SC-05).`,
    });
  }
  return findings;
}

function toMs(timestamp: string): number {
  const ms = parseTimestamp(timestamp);
  if (ms === undefined) throw new RangeError(`Not a timestamp: ${timestamp}`);
  return ms;
}
