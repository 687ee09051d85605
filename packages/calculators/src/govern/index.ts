// govern (GRC): NIST CSF 2.0 GOVERN profile gaps, risk register and supplier risk.
export { govern, type GovernAnswer } from './govern.js';
export { governExample } from './govern-example.js';
export {
  governSchema,
  type GovernInput,
  type ParsedGovernInput,
  RISK_TREATMENTS,
  type RiskTreatment,
  SUPPLIER_CRITICALITIES,
  type SupplierCriticality,
  SUPPLIER_DATA_ACCESS,
  type SupplierDataAccess,
  CONTRACT_CLAUSES,
  type ContractClause,
  DEFAULT_RISK_APPETITE,
} from './govern-schema.js';
export { GOVERN_CATEGORIES, GOVERN_SUBCATEGORIES, type GovernCategory, type GovernSubcategory } from './gv-subcategories.js';
export { profileGaps, type ProfileAnalysis, type ProfileGap, type ProfileCategorySummary } from './profile-gaps.js';
export { scoreRisks, riskLevel, type RiskRegister, type ScoredRisk, type RiskLevel, type RiskFinding, type RiskFindingCode } from './score-risks.js';
export {
  assessSuppliers,
  MAX_ASSESSMENT_AGE_DAYS,
  type SupplierReview,
  type SupplierAssessment,
  type SupplierFinding,
  type SupplierFindingCode,
} from './assess-suppliers.js';
