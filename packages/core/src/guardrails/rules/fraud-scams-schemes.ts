// Word lists of two fraud-scams schemes (rules/fraud-scams.ts) named by their working parts
// rather than by a word of fraud: invoice redirection and credit opened on someone else's
// identity. Each list is regular-expression alternatives.
import { COVERT, EVASION } from '../vocabulary/consent.js';
import { CLOSE_PEOPLE, OTHER_PEOPLE } from '../vocabulary/people.js';

/** Payment documents a business pays on sight. */
export const PAYMENT_DOCUMENTS = [
  'invoices?',
  'bills?',
  'remittance (?:advice|slips?|notices?)',
  'payment (?:requests?|instructions)',
  'statements? of account',
  'purchase orders?',
  'pro-?formas?',
];

/** Made to pass as another company's: "looks exactly like the ones they send", "same layout as the supplier's". */
export const IMITATED = [
  "(?:looks?|looking) (?:exactly |just |identical |the same )?(?:like|to) (?:(?:the ones?|those)(?! (?:our|my|we|i)\\b)|theirs|the (?:real|original|genuine)|the (?:supplier|vendor|company|contractor)'?s?|an? (?:real|genuine))",
  '(?:same|identical|matching) (?:layout|wording|format|logo|letterhead|template|branding|style|look)s?(?! as (?:our|my|we)\\b)',
  "(?:copy|clone|replica|duplicate) of (?:their|the (?:supplier|vendor|company|contractor)'?s?|a real)",
  'identical to (?:the|their)',
  "(?:their|the supplier'?s?|the vendor'?s?) (?:layout|letterhead|logo|branding|invoice format|po format)",
];

/** The payee swapped for the requester's own: "but with our IBAN in the remittance box". */
export const OWN_PAYMENT_DETAILS = [
  "(?:with|using|showing|listing|put(?:ting)?|insert\\w*|swap\\w* in|replac\\w* (?:[\\w'-]+ ){0,3}with) (?:in )?(?:our|my|the new|a new) (?:own )?(?:iban|bank details|bank account|account (?:number|details)|sort code|routing(?: number)?|swift(?: code)?|wallet(?: address)?|remittance details|payment details|bank info)",
  '(?:our|my) (?:own )?(?:iban|sort code|routing number|bank details|account number|wallet address) (?:in|on|into|instead)',
];

/** Someone else's identity details in the requester's hands: "my brother-in-law's SSN", "a stranger's passport scan" (a possessive: not "used my SSN"). */
export const OTHERS_IDENTITY = [
  `(?:(?:${[...CLOSE_PEOPLE, ...OTHER_PEOPLE].join('|')})(?<='s|s')|his|her|their) (?:[\\w'-]+ ){0,2}?(?:ssns?|social security (?:numbers?|cards?)|dates? of birth|dobs?|national insurance numbers?|passport (?:numbers?|details|scans?)|tax (?:id|file) numbers?|driver'?s licen[cs]e (?:numbers?|scans?)|identity (?:details|documents?))`,
];

/** Credit opened or drawn on that identity. */
export const OPEN_CREDIT = [
  "(?:approv\\w*|open\\w*|apply\\w*|take out|taking out|sign(?:ing)? up for|get(?:ting)?) (?:[\\w'-]+ ){0,3}(?:credit cards?|store cards?|cards?|loans?|credit|lines? of credit|credit lines?|bank accounts?|phone contracts?|bnpl|mortgages?)",
  '(?:card issuers?|lenders?|banks?|credit card compan(?:y|ies)) (?:that )?(?:approve|issue|lend|give)\\w*',
  'instant(?:ly)? approv\\w*',
  'approve\\w* (?:instantly|immediately|same[- ]day|online)',
];

/** Keeping the person from finding out: the statements and alerts kept away from them. */
export const KEPT_FROM_THEM = [
  ...COVERT,
  ...EVASION,
  '(?:statements?|alerts?|letters?|mail|post|notifications?|texts?|e-?mails?) (?:from )?(?:reaching|going to|getting to) (?:him|her|them)',
  '(?:redirect|divert|reroute)\\w* (?:the |his |her |their )?(?:mail|post|statements?|alerts?)',
  'in (?:his|her|their) name',
  "(?:don'?t|doesn'?t|never|won'?t) (?:reach|get to|go to) (?:him|her|them)",
];
