// @secgate/core: the pure domain. No I/O, no clock, no randomness, no environment:
// time, ids and configuration always come in as arguments.
//
// The public API, named one by one: what the other packages, the tests and the documentation use,
// and the money and admission rules the store settles with. Everything else in src/ is internal
// (its own tests import it by relative path). A new export is added here, in its group.

// Errors and results: the error codes with their HTTP statuses, the body shapes, and Result.
export { ERROR_STATUS, FIELD_REASONS, type ErrorCode } from './errors/error-codes.js';
export { apiError, describeFieldError, fieldApiError, type ApiError, type ErrorBody, type FieldError } from './errors/api-error.js';
export { err, ok, type Result } from './errors/result.js';
export { LABEL_MAX, readLabel } from './labels/read-label.js';
export { describeAge } from './time/describe-age.js';
export { expiryAtEndOfDay, isTokenLive, readTokenExpiry, tokenRefusal, TOKEN_EXPIRY_MAX_DAYS, type TokenExpiry } from './tokens/token-expiry.js';
export { tokenStatus, type TokenStatus, type TokenTimes } from './tokens/token-status.js';

// Validation: valibot issues to one field error, and timestamps with an explicit offset.
export { fieldErrorFromIssues, issuePath } from './validation/field-error-from-issues.js';
export { firstIssueInDocumentOrder } from './validation/first-issue-in-document-order.js';
export { isTimestamp, parseTimestamp } from './validation/parse-timestamp.js';

// Catalog: the models, their echo rule and limits, the tasks and each team's requirements.
export type { EchoRule, ModelDefinition } from './catalog/model-definition.js';
export { DEFAULT_MODELS } from './catalog/default-models.js';
export { checkEcho } from './catalog/check-echo.js';
export { expectedAnswerModel } from './catalog/expected-answer-model.js';
export { modelsList } from './catalog/catalog-entry.js';
export { MODEL_LIMITS } from './catalog/model-limits.js';
export { checkLimits, limitExceededError, type LimitExceeded } from './catalog/check-limits.js';
export { checkCounts } from './catalog/check-counts.js';
export { freeRequestsPerDayOf, principalRefusal } from './admission/principal-access.js';
export {
  decideReadiness,
  notReadyError,
  SHUTTING_DOWN_RETRY_AFTER_SECONDS,
  shuttingDownError,
  type Readiness,
  type ReadinessCheck,
  type ReadinessInput,
} from './health/decide-readiness.js';
export { originQueueRefusal, QUEUE_FULL_RETRY_AFTER_SECONDS } from './admission/origin-queue.js';
export { clientRateLimited, takeFromWindow, type RateWindow, type WindowTake } from './admission/take-from-window.js';
export { DEFAULT_SCOPE_ID, DEFAULT_TASK, isKnownTask, KNOWN_TASKS, OFFENSIVE_TASKS, STANDARD_TASKS, type Task } from './catalog/tasks.js';
export { TEAM_REQUIREMENTS, type RequirementToken } from './catalog/team-requirements.js';

// Admission: the principal, its research status, and the decision to admit and hold.
export { RUNGS, rungAtLeast, type Principal, type ResearchScope, type Rung } from './admission/principal.js';
export { researchStatus, type ResearchStatus } from './admission/research-status.js';
export { RESEARCH_REASONS, type ResearchReason } from './admission/red-requirements.js';
export { admitBeforeQuota, type BeforeQuota, type BeforeQuotaInput, type RequirementsMet } from './admission/admit-before-quota.js';
export { decideHold, decideHoldOf, type Hold, type HoldDecision } from './admission/decide-hold.js';
export { checkGuardrails, guardrailBlockedError, requestRuleVerdict, type GuardrailCheck, type GuardrailInput } from './admission/check-guardrails.js';
export { admit, type Admission, type AdmissionInput } from './admission/admit.js';
export { quotaStateOf, type FreeTierDay, type QuotaState } from './admission/quota-state.js';
export { decideReservations, type ReservationDecision, type ReservationRequest, type ReservationState } from './admission/decide-reservations.js';
export { nextUtcMidnight, utcDayOf } from './admission/free-tier-day.js';
export { CARD_VERIFICATION_VALIDITY_MS, cardVerification, type CardVerification } from './admission/card-verification.js';

// The security-services catalog: the services, their capabilities and how their findings flow.
export { SECURITY_SERVICES, type SecurityService, type ServiceIntegration } from './catalog/security-services.js';

// Money: integer micro-USD prices, holds and their settlement, lots and balances, the SKU catalog.
export { TOKEN_RATES_NANO_USD } from './money/rates.js';
export { usageToOpenAI, type Usage } from './money/usage.js';
export { chargeForUsage } from './money/charge-for-usage.js';
export { wholeCount } from './money/whole-count.js';
export { holdUpperBound } from './money/hold-upper-bound.js';
export { settleCharge } from './money/settle-charge.js';
export { storageChargeMicroUSD, type StoredBytes } from './money/storage-charge.js';
export { egressChargeMicroUSD } from './money/egress-charge.js';
export { answerBytes } from './metering/answer-bytes.js';
export { chargeStorageDay, type MeteredCharge, type StorageDayCharge, type StorageDayUsage } from './metering/charge-storage-day.js';
export { dailyStoredBytes } from './metering/daily-stored-bytes.js';
export { DEFAULT_FREE_STORAGE_GIB, includedStorageBytes } from './metering/storage-allowance.js';
export { utcDayBefore, utcDayStart } from './time/utc-day-start.js';
export { utcHourStart } from './time/utc-hour-start.js';
export { BALANCE_SCOPES, isLotLive, type BalanceHold, type BalanceScope, type Lot } from './money/lot.js';
export { balanceFor, balancesFor, type Balance } from './money/balance-for.js';
export { byDrawOrder, drawFromLots, drawInOrder, type LotDraw } from './money/draw-from-lots.js';
export { expireDueLots, type DueLot, type ExpiryPass, type LotExpiry } from './money/expire-due-lots.js';
export { availableOf, coversHold, EMPTY_ACCOUNT, grant, placeHold, releaseHold, settleHold, type Account } from './money/account.js';
export { DEPOSIT_MAX_USD, DEPOSIT_MIN_USD, findSku, SKUS, type Sku } from './money/sku-catalog.js';
export { lotsForInvoice, lotsForPurchase, type Purchase, type PurchaseGrant } from './money/lots-for-purchase.js';

// Billing: what the billing page sells, checkout links, deposits and automatic recharge (docs/console.md#billing).
export { isLivePrice, sellableSkus, type LivePrice, type SellableSku } from './billing/sellable-skus.js';
export { checkoutLink, type CheckoutOrder } from './billing/checkout-link.js';
export { readDepositAmount } from './billing/deposit-amount.js';
export { readRechargeForm, rechargeableSkus, RECHARGE_THRESHOLD_USD, type RechargeForm, type RechargeSetting } from './billing/recharge-setting.js';
export { decideRecharge, isRechargeDue, type RechargeCheck, type RechargeDecision } from './billing/decide-recharge.js';

// Usage: a principal's requests, tokens and spend per UTC day, for the console (docs/console.md#usage).
export { addUsage, REQUEST_OUTCOMES, ZERO_USAGE, type RequestOutcome, type UsageCounts, type UsageRow } from './usage/usage-row.js';
export { usageReport, type UsageDay, type UsageReport } from './usage/usage-report.js';
export { usageWindow, type UsageWindow } from './usage/usage-window.js';

// Redaction: live secret shapes masked before a prompt, an answer, an error body or a log record leaves.
export { isSecretKind, redactionMarker, SECRET_KINDS, sumSecretCounts, type SecretCounts, type SecretKind } from './redaction/secret-kinds.js';
export { containsSecret, redactSecrets, type Redaction } from './redaction/redact-secrets.js';
export { redactChatMessages, redactJsonText } from './redaction/redact-chat-messages.js';
export { redactCompletionRequest } from './redaction/redact-completion-request.js';
export { redactCompletionAnswer } from './redaction/redact-completion-answer.js';
export { redactJsonValue } from './redaction/redact-json-value.js';
export { redactLogRecord } from './redaction/redact-log-record.js';
export { REDACTION_RULES_VERSION } from './redaction/rules/all-rules.js';

// Guardrails: a versioned rule set as data, evaluated on the redacted prompt.
export type { GuardrailRuleSet } from './guardrails/guardrail-rule.js';
export { DEFAULT_GUARDRAILS } from './guardrails/default-rule-set.js';
export { evaluateGuardrails, type GuardrailVerdict, type GuardrailMatch, type GuardrailStage } from './guardrails/evaluate-guardrails.js';
export { checkGuardrailRuleSet } from './guardrails/check-guardrail-rule-set.js';
export { guardrailSummary, type GuardrailSummary, type PolicyCategorySummary } from './guardrails/guardrail-summary.js';
export { HARM_CATEGORIES, HARM_POLICY, harmCategoryOf } from './guardrails/policy/harm-policy.js';
export type { HarmCategory, HarmPolicy, HazardCode, CategoryAction } from './guardrails/policy/harm-category.js';
export { modelVisibleText } from './guardrails/model-visible-text.js';
export { widenForTask } from './guardrails/widen-for-task.js';
export { guardrailBlockRecord, type GuardrailRecord } from './guardrails/guardrail-block-record.js';
export { checkAnswer, answerText, type AnswerText } from './guardrails/check-answer.js';
export { ANSWER_GUARDRAILS } from './guardrails/answer-rule-set.js';
export { scoreHarm, type HarmScorer, type HarmScore } from './guardrails/scorer/harm-scorer.js';
export { trainHarmScorer, type LabelledRequest, type TrainingOptions } from './guardrails/scorer/train-harm-scorer.js';
export { chooseThreshold, type ThresholdChoice } from './guardrails/scorer/choose-threshold.js';
export { HARM_SCORER_TRAINING } from './guardrails/scorer/harm-scorer-training.js';
export { trainingRequests } from './guardrails/scorer/training-requests.js';
export { DEFAULT_HARM_SCORER } from './guardrails/scorer/default-harm-scorer.js';
export { DEFAULT_ANSWER_SCORER } from './guardrails/scorer/default-answer-scorer.js';
export { learnedPattern, withLearnedPattern, type LearnedRule } from './guardrails/learned-rule.js';
export { withClassifier, CLASSIFIER_RULE_ID, CLASSIFIER_UNAVAILABLE_RULE_ID, type ClassifierInput } from './guardrails/classifier/with-classifier.js';
export type { ClassifierOutcome, OnClassifierUnavailable } from './guardrails/classifier/classifier-outcome.js';
export { readLlamaGuardAnswer } from './guardrails/classifier/read-llama-guard-answer.js';
export { readModerationResult, MODERATION_HAZARDS } from './guardrails/classifier/read-moderation-result.js';
export { guardModelTurns, type GuardTurn } from './guardrails/classifier/guard-model-turns.js';

// Jobs: canonical JSON, deterministic job ids and the job record (docs/api.md#the-job-api).
export { canonicalJson } from './jobs/canonical-json.js';
export { isUuidV4 } from './jobs/is-uuid-v4.js';
export { jobIdFor } from './jobs/job-id-for.js';
export { jobKeyString, type JobKey } from './jobs/job-key.js';
export { jobNotFound, reattachToJob, type ReattachRequest } from './jobs/reattach-to-job.js';
export { JOB_STATUSES, type Job, type JobStatus } from './jobs/job.js';
export { isFinishedJobStatus, jobHttpStatus } from './jobs/job-http-status.js';
export { hasOutlivedRetention } from './jobs/has-outlived-retention.js';

// History: a principal's kept jobs as the console lists them (docs/console.md#history).
export { HISTORY_OUTCOMES, historyOutcome, isHistoryOutcome, type HistoryOutcome } from './history/history-outcome.js';
export { jobTimings, type JobTimings } from './history/job-timings.js';
export { jobTokens, type JobTokens } from './history/job-tokens.js';
export {
  HISTORY_PAGE_DEFAULT,
  HISTORY_PAGE_MAX,
  readHistoryQuery,
  writeHistoryCursor,
  type HistoryCursor,
  type HistoryFilter,
  type HistoryQuery,
} from './history/history-query.js';

// SSE and answers: the chat completion chunk encoder and the non-streaming answer (docs/api.md#streaming).
export type { CompletionFinishReason, CompletionToolCall, CompletionUsage } from './sse/completion-types.js';
export { DONE_EVENT, errorEvent, sseEvent } from './sse/sse-event.js';
export { contentChunk, finishChunk, heartbeatChunk, type ChunkMeta } from './sse/chat-completion-chunk.js';
export { chatCompletionAnswer, type ChatCompletionAnswer } from './sse/chat-completion-answer.js';

// Requests: the chat-completion and job request schemas, read into one completion request.
export { isPlainObject, strictRecord } from './requests/object-schema.js';
export { lazyShapeOf, lazyWithShape } from './requests/lazy-shape.js';
export { chatRequestSchema, jobRequestSchema } from './requests/request-schema.js';
export { contentTexts } from './requests/message-text.js';
export { MESSAGE_ROLES, messageSchema } from './requests/message-schema.js';
export { TOOL_CHOICE_MODES, toolChoiceSchema, toolSchema } from './requests/tool-schema.js';
export { parseChatRequest, parseJobRequest, PASS_THROUGH_FIELDS, type ChatRequest, type CompletionRequest, type JobRequest } from './requests/parse-request.js';

// Browser sessions: their lifetime, one-time sign-in links, and where a browser may be sent after sign-in.
export {
  DEFAULT_SESSION_LIFETIME,
  sessionEndAt,
  sessionExpiresAt,
  shouldRecordUse,
  SESSION_USE_GRANULARITY_MS,
  type SessionEnd,
  type SessionLifetime,
  type SessionTimes,
} from './sessions/session-lifetime.js';
export {
  isSignInLinkUsable,
  signInLinkExpiresAt,
  signInLinkUrl,
  SIGN_IN_LINK_PATH,
  SIGN_IN_LINK_TTL_MS,
  type SignInLinkState,
} from './sessions/sign-in-link.js';
export { safeRedirectPath } from './sessions/safe-redirect-path.js';
export {
  decideOidcSignIn,
  emailDomainOf,
  OIDC_FLOW_TTL_MS,
  type OidcIdentity,
  type OidcSignInDecision,
  type OidcSignInPolicy,
} from './sessions/oidc-sign-in-policy.js';

// Knowledge: the pure half of the knowledge index, STIX and CWE records in, plain documents out.
export type { KnowledgeCorpus, KnowledgeDetail, KnowledgeDocument, KnowledgeSourceInfo, KnowledgeType, RevokedItem } from './knowledge/knowledge-document.js';
export type { BundleProblem } from './knowledge/read-stix-bundle.js';
export { parseAttackBundle } from './knowledge/parse-attack-bundle.js';
export { parseCweDictionary } from './knowledge/parse-cwe-dictionary.js';
export { cweCatalogInfo } from './knowledge/cwe-catalog-info.js';
export { compareIds } from './knowledge/compare-ids.js';
export { normalizeKnowledgeId } from './knowledge/normalize-knowledge-id.js';
export { knowledgeSnippet } from './knowledge/knowledge-snippet.js';
export {
  KNOWLEDGE_LIMIT_DEFAULT,
  KNOWLEDGE_LIMIT_MAX,
  KNOWLEDGE_QUERY_MAX_LENGTH,
  readKnowledgeContextQuery,
  readKnowledgeSearchQuery,
} from './knowledge/read-knowledge-query.js';
export { knowledgeContext, type KnowledgeContextAnswer } from './knowledge/knowledge-context.js';
export { countAttackItems, type AttackSnapshot } from './knowledge/attack-snapshot.js';
export { attackSnapshotFromCorpus } from './knowledge/attack-snapshot-from-corpus.js';
export { corpusFromAttackSnapshot } from './knowledge/corpus-from-attack-snapshot.js';

// Vulnerability management: the shared finding schema, its score, and the remediation ledger (docs/vm.md).
export {
  CVE_ID,
  CWE_ID,
  EVIDENCE_MAX_CHARS,
  FINDING_SOURCES,
  findingReportSchema,
  isCpe23,
  type CodeLocation,
  type ExposureEvent,
  type FindingReport,
  type FindingSource,
  type FindingVulnerability,
} from './vm/finding-schema.js';
export { cvssExploitability, readCvssVector, type CvssVector, type CvssVersion } from './vm/cvss-exploitability.js';
export { exploitability, UNKNOWN_EXPLOITABILITY, type Exploitability, type ExploitabilityBasis, type ExploitIntel } from './vm/exploitability.js';
export { REACHABILITY, REACHABILITY_WEIGHT, scoreFinding, type FindingScore, type Reachability } from './vm/score-finding.js';
export { findingKey, vulnerabilityId } from './vm/finding-key.js';
export {
  checkTransition,
  isOpenState,
  REMEDIATION_MOVES,
  REMEDIATION_STATES,
  type RemediationState,
  type RemediationTransition,
  type TransitionCheck,
} from './vm/remediation-lifecycle.js';
export {
  bySightingOrder,
  observeFinding,
  sightingOf,
  transitionFinding,
  type FindingSighting,
  type LedgerFinding,
  type ObserveOutcome,
  type TransitionRequest,
} from './vm/ledger-finding.js';
export { replayLedger, type LedgerEvent } from './vm/replay-ledger.js';
export { readFeed } from './vm/feeds/read-feed.js';
export type { EpssRecord, FeedRead, KevRecord, NvdRecord, RejectedRow } from './vm/feeds/feed-record.js';
export {
  findingBatchSchema,
  FINDINGS_PAGE_DEFAULT,
  FINDINGS_PAGE_MAX,
  FINDINGS_PER_BATCH,
  findingTransitionSchema,
  parseFindingBatch,
  parseFindingTransition,
  readFindingQuery,
  writeFindingCursor,
  type FindingPageCursor,
  type FindingQuery,
  type FindingTransitionBody,
} from './vm/findings-request.js';
export { redactFindingEvidence } from './vm/redact-finding-evidence.js';
