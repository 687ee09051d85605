import { isTimestamp } from '@secgate/core';
import * as v from 'valibot';
import { strictShape } from './strict-shape.js';

/** What kind of incident it is; `ransomware` and `data-breach` weigh in triage. */
export const INCIDENT_CATEGORIES = [
  'ransomware',
  'data-breach',
  'account-compromise',
  'malware',
  'phishing',
  'denial-of-service',
  'insider',
  'vulnerability-exploitation',
  'other',
] as const;
/** One of INCIDENT_CATEGORIES. */
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];

/** Where the incident has legal effect: Japan (APPI), the EU (GDPR, NIS2), or elsewhere. */
export const JURISDICTIONS = ['jp', 'eu', 'other'] as const;
/** One of JURISDICTIONS. */
export type Jurisdiction = (typeof JURISDICTIONS)[number];

const timestamp = v.pipe(
  v.string(),
  v.check((text: string) => isTimestamp(text), 'invalid-timestamp'),
);
const flag = v.optional(v.boolean(), false);

const personalDataSchema = strictShape({
  records: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sensitive: flag,
  financialRisk: flag,
  unauthorizedPurpose: flag,
  highRisk: flag,
});

/** Keys in the order of the input table of docs/calculators.md#respond: missing fields are reported in this order, after any problem with a field that is present. */
const incidentSchema = strictShape({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  category: v.picklist(INCIDENT_CATEGORIES),
  awareAt: timestamp,
  ongoing: v.boolean(),
  criticalSystemAffected: v.boolean(),
  significant: v.boolean(),
  nis2Entity: v.boolean(),
  personalData: v.optional(personalDataSchema),
  jurisdictions: v.pipe(v.array(v.picklist(JURISDICTIONS)), v.minLength(1)),
});

/** The valibot schema of respond's input, `{incident}`. */
export const respondSchema = strictShape({ incident: incidentSchema });

/** The JSON a caller sends to `respond`. */
export type RespondInput = v.InferInput<typeof respondSchema>;
/** The incident once read: personal-data flags defaulted to false. */
export type Incident = v.InferOutput<typeof incidentSchema>;
/** The personal data an incident touches, flags defaulted to false. */
export type PersonalData = NonNullable<Incident['personalData']>;
