import { isTimestamp } from '@secgate/core';
import * as v from 'valibot';
import { GOVERN_SUBCATEGORIES } from './gv-subcategories.js';
import { strictShape } from './strict-shape.js';

/** How a risk is treated; only `accept` is held to the risk appetite. */
export const RISK_TREATMENTS = ['mitigate', 'accept', 'transfer', 'avoid'] as const;
/** One of RISK_TREATMENTS. */
export type RiskTreatment = (typeof RISK_TREATMENTS)[number];

/** How critical a supplier is, most critical first: it sets how often it must be assessed. */
export const SUPPLIER_CRITICALITIES = ['critical', 'high', 'medium', 'low'] as const;
/** One of SUPPLIER_CRITICALITIES. */
export type SupplierCriticality = (typeof SUPPLIER_CRITICALITIES)[number];

/** The most sensitive data a supplier can reach, least sensitive first. */
export const SUPPLIER_DATA_ACCESS = ['none', 'internal', 'confidential', 'personal', 'sensitive-personal'] as const;
/** One of SUPPLIER_DATA_ACCESS. */
export type SupplierDataAccess = (typeof SUPPLIER_DATA_ACCESS)[number];

/** The security clauses a supplier contract may hold, as the supplier review names them. */
export const CONTRACT_CLAUSES = ['breach-notification', 'right-to-audit', 'subprocessor-flow-down', 'security-requirements', 'termination-assistance'] as const;
/** One of CONTRACT_CLAUSES. */
export type ContractClause = (typeof CONTRACT_CLAUSES)[number];

/** The highest risk score that may be accepted when `riskAppetite` is not given. */
export const DEFAULT_RISK_APPETITE = 9;

const timestamp = v.pipe(
  v.string(),
  v.check((text: string) => isTimestamp(text), 'invalid-timestamp'),
);
const itemId = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const tier = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4));
const scale = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));

const profileRowSchema = strictShape({
  subcategory: v.picklist(GOVERN_SUBCATEGORIES),
  current: tier,
  target: tier,
});

const riskSchema = strictShape({
  id: itemId,
  likelihood: scale,
  impact: scale,
  treatment: v.picklist(RISK_TREATMENTS),
  owner: v.nullish(v.string()),
});

const supplierSchema = strictShape({
  id: itemId,
  criticality: v.picklist(SUPPLIER_CRITICALITIES),
  dataAccess: v.picklist(SUPPLIER_DATA_ACCESS),
  contractClauses: v.array(v.picklist(CONTRACT_CLAUSES)),
  lastAssessed: v.nullable(timestamp),
});

/** Keys in the order of the input table of docs/calculators.md#govern: missing fields are reported in this order, after any problem with a field that is present. */
export const governSchema = strictShape({
  asOf: v.optional(timestamp),
  riskAppetite: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(25)), DEFAULT_RISK_APPETITE),
  profile: v.optional(v.array(profileRowSchema)),
  risks: v.optional(v.array(riskSchema)),
  suppliers: v.optional(v.array(supplierSchema)),
});

/** The JSON a caller sends to `govern`. */
export type GovernInput = v.InferInput<typeof governSchema>;
/** The input once read: `riskAppetite` defaulted. */
export type ParsedGovernInput = v.InferOutput<typeof governSchema>;
export type ProfileRow = NonNullable<ParsedGovernInput['profile']>[number];
export type RiskInput = NonNullable<ParsedGovernInput['risks']>[number];
export type SupplierInput = NonNullable<ParsedGovernInput['suppliers']>[number];
