// Word lists of the credential-phishing rule (rules/credential-phishing.ts): the kit, what it
// takes, whom it is aimed at, and the defender's words. Each list is regular-expression alternatives.
import { notAfter } from '../sentence-pattern.js';
import { BUILD, HOW_TO } from '../vocabulary/asks.js';
import { COVERT, EVASION } from '../vocabulary/consent.js';
import { narrowDefensive } from '../vocabulary/defensive.js';
import { CLOSE_PEOPLE, OTHER_ORGANISATIONS, OTHER_PEOPLE } from '../vocabulary/people.js';
import { REAL_BRANDS } from '../vocabulary/real-brands.js';
import { TOLD_BY_VICTIM } from './fraud-scams-vocabulary.js';

/** The kit itself: what is built to deceive, not the topic of phishing. */
export const KIT = [
  'phishing (?:pages?|sites?|websites?|kits?|e-?mails?|mails?|sms|texts?|messages?|templates?|lures?|campaigns?|links?|portals?|forms?|landing pages?|domains?)',
  'ph?ish\\w* (?:e-?mail|text|message|page|site)',
  'scam ?pages?',
  'scampages?',
  'spear[- ]?phish\\w*(?: e-?mails?| messages?| texts?| pages?)?',
  'smishing (?:texts?|messages?|sms|campaigns?)',
  'phishlets?',
  'evilginx\\w*',
  'credential[- ]harvest\\w*(?: pages?| sites?| forms?| kits?)?',
  'lures?',
  'landing pages?(?: text)?',
  "fake (?:[\\w'-]+ ){0,2}(?:login|log[- ]in|sign[- ]in|payment|checkout|bank(?:ing)?|wi-?fi|captive) (?:pages?|forms?|portals?|sites?|websites?)",
  'fake (?:\'[^\']+\' |"[^"]+" )?(?:e-?mails?|messages?|texts?|sms|notices?|alerts?)',
  // "a fake paypal login", "the fake instagram login": the page named by what it fakes.
  "fake (?:[\\w'-]+ ){0,2}(?:login|log[- ]in|sign[- ]in|logon)s?",
  "fake (?!news)(?:[\\w'-]+ ){0,2}(?:pages?|sites?|websites?|portals?)",
  "fake (?:[\\w'-]+ ){0,2}(?:'[^'\\n]{1,60}' |\"[^\"\\n]{1,60}\" )(?:e-?mails?|messages?|texts?|sms|notices?|alerts?|dms?|notifications?)",
  'spoofed (?:login|sign[- ]in) (?:pages?|sites?)',
  'lookalike (?:login |sign[- ]in )?(?:domains?|sites?|pages?)',
  '(?:login|log[- ]in|sign[- ]in) lookalike',
  'clone (?:of )?(?:the )?(?:\\w+ )?(?:login|sign[- ]in)',
  `(?:e-?mail|text|sms|message|mail|letter|notice|dm)s? (?:from '?(?:${REAL_BRANDS.join('|')})\\b|(?:pretending to be|posing as|impersonating|that looks like it(?:'s| is| comes)? from) '?\\w+)`,
  'ready[- ]to[- ]send',
  "fake (?:[\\w'-]+ ){0,3}(?:verification|login|log[- ]in|sign[- ]in) (?:sites?|pages?|portals?|forms?)",
  "clone (?:the |a )?(?:[\\w'-]+ ){0,2}(?:login|log[- ]in|sign[- ]in) pages?",
  'recruiter messages?',
  'leads? (?:them|people|users) to a page',
  'convincing (?:[\\w-]+ ){0,2}(?:\'[^\'\\n]{1,60}\' |"[^"\\n]{1,60}" )?(?:e-?mail|text|message|mail|page|sms|dm)',
  '(?:complete|full|working|functional|functioning|live|deployable|turn-?key) (?:[\\w-]+ )?kits?',
  // "the HTML login clone", "a QR login page that takes over the account of whoever scans it".
  '(?:login|log[- ]?in|sign[- ]?in|sso|banking) (?:page |portal |form )?clones?',
  'qr[- ]?(?:code )?(?:login|log[- ]?in|sign[- ]?in)(?: (?:pages?|codes?|phish\\w*|lures?))?',
  'qrl ?jacking',
  '(?:login|log[- ]?in|sign[- ]?in) (?:pages?|forms?|portals?|screens?|prompts?) (?:that|which|to) (?:takes? over|hijacks?|steals?|captures?|grabs?|harvests?|logs?|records?|sends?|forwards?)',
];
/** Ready-made lures: the artefact is harmful by itself. */
export const READY_LURES = [
  '(?:ready[- ]to[- ](?:send|deploy|use|go|launch|run)|working|live|deployable) (?:[\\w-]+ ){0,2}(?:lures?|phish(?:es|ing (?:e-?mails?|kits?|pages?|texts?|sms|sites?))|smish\\w*)',
  'phishing kits? (?:ready|to deploy)',
];
// What a phish is for: someone else's credentials, codes and card details.
export const CREDENTIALS = [
  'passwords?',
  'passcodes?',
  'credentials?',
  'creds',
  'logins?',
  'log-?in details',
  'session (?:cookies?|tokens?)',
  'cookies?',
  '(?:2fa|mfa|otp|one[- ]time|verification|sms|authenticator) codes?',
  '(?:2fa|mfa|otp)',
  'card (?:details|numbers?)',
  'cvvs?',
  'apple ids?',
  'seed phrases?',
  'recovery phrases?',
  'bank details',
  'pins?',
];
export const TAKE = [
  'steal\\w*',
  'harvest\\w*',
  'captur\\w*',
  'grab\\w*',
  'collect\\w*',
  'phish\\w*',
  'obtain\\w*',
  'get',
  'getting',
  'nab',
  'snag',
  'swip(?:e|ing)',
  'sniff\\w*',
  'intercept\\w*',
  // Not "confirm their" or "enter your": a product asks users for their own password too; CREDENTIAL_ASK reads those with who is asking.
  'asking for (?:their|your)',
  'harvests?',
  'to steal',
  'log ?in at (?:my|a|the|this) link',
  'at (?:my|a) link',
  'gets? (?:her|him|them|people|users|victims?) to (?:type|enter|give|hand over|read|reveal|send)',
  'asks? (?:the )?(?:victims?|them|him|her|users?|targets?) for',
];
/** A clerk, officer or team of another organisation, as a phish names its victim. */
const ROLES =
  '(?:cfo|ceo|cto|coo|ciso|cio|founder|owner|director|president|accountant|controller|treasurer|finance (?:director|controller|manager|team|staff|clerk)|payroll (?:team|manager|clerk)|hr (?:manager|team|department)|it (?:admin|team|department|manager))';
/** Meant to be used as is, on someone: "word for word", "so I can copy-paste it", "as a criminal would deploy it". */
export const READY_TO_USE = [
  'word[- ]for[- ]word',
  'copy[- ]?(?:and[- ])?paste',
  'verbatim',
  'with (?:a |the )?subject lines?',
  'so (?:i|we) can (?:send|use|copy|paste|deploy|post|fire)',
  '(?:would|will|could|can|to) (?:actually )?(?:deploy|host|send|use|run|launch) (?:it|them|this)',
  'deploy\\w* it',
  'anti-?bots?(?:\\.php)?',
  'sends? (?:it )?(?:to )?(?:her|him|them)',
  `the ${ROLES}`,
];
/** The phish's victims: real third parties, not the requester's own staff. */
export const VICTIMS = [
  ...CLOSE_PEOPLE,
  ...OTHER_PEOPLE,
  ...OTHER_ORGANISATIONS,
  ...COVERT,
  ...EVASION,
  ...READY_TO_USE,
  'users',
  "customers(?:')?",
  'clients',
  'account ?holders',
  'members',
  'subscribers',
  'everyone in',
  'customer e-?mails?',
  'e-?mail lists?',
  'my link',
  "a link i(?:'ll| will) provide",
  'my server',
  'my (?:own )?(?:domain|site|page)',
  'send (?:it )?to',
  'students',
  'followers',
  "(?:they|he|she|people|users|nobody|no one) (?:won'?t|wont|will not|don'?t|dont|do not|doesn'?t|never|will never) (?:know|notice|find out|realise|realize|suspect)",
];

/** A page made to look like someone else's sign-in. */
export const LOOKALIKE_LOGIN = [
  "(?:clon(?:e|es|ed|ing)|cop(?:y|ies)|replicas?|mirrors?|duplicates?|imitations?|knock-?offs?|look-?alikes?|fakes?|spoof(?:ed|s)?|mimic\\w*|pixel[- ]perfect|identical (?:to|copy)|(?:looks?|looking) (?:exactly |just |the same |identical )?(?:like|to)|same as|copy of) (?:[\\w'.-]+ ){0,4}(?:login|log[- ]?in|sign[- ]?in|logon|sso|banking|bank|account|password|wallet|checkout|payment)s?\\b(?: (?:pages?|forms?|screens?|portals?|sites?|apps?))?",
  "fake (?:[\\w'-]+ ){0,2}(?:pages?|sites?|websites?|portals?|forms?|login|sign-?in)",
  'scam ?pages?',
  'scampages?',
  '(?:[\\w-]+ )[\'"](?:password|security|account|login|identity) (?:check|verification|update|confirmation)[\'"] (?:pages?|forms?|portals?)',
];
/** Credentials sent to the requester: "post the password to my php script", "whatever they type ends up with me". */
export const CAPTURE_TO_ME = [
  "(?:post|send|forward|sav|stor|log|record|e-?mail|mail|push|pipe|relay|dump|writ|exfiltrat|deliver|upload)\\w* (?:[\\w'.-]+ ){0,5}(?:to|into|in|on|with) (?:my|me|us|an? (?:private|external|remote)|https?)\\b",
  'whatever (?:[\\w-]+ ){0,4}?(?:people|they|users|victims?|someone|he|she|gets?|is) (?:types?|enters?|typed|entered|submits?|puts? in)',
  '(?:e-?mail|send|forward|text|messag|post)\\w* (?:it |them |everything |that )?(?:straight |directly )?(?:to )?me\\b',
  '(?:ends?|wind) up (?:with|in|on) (?:me|my|us|our)',
  '(?:to|into|in) (?:my|our|a) (?:own )?(?:[\\w-]+ ){0,2}(?:webhook|inbox|telegram|bot|discord|sheet|spreadsheet|database|endpoint|php (?:script|file)|mailer|panel|backend|channel|collector)',
  'webhooks?',
  'telegram bots?',
  'collector',
  'receives? (?:the )?(?:creds|credentials|logins?|passwords?|details|data)',
  '(?:the )?entered (?:passwords?|credentials|details|data|codes?)',
  '(?:passwords?|creds|credentials|logins?|details|codes?|usernames?) (?:go|goes|get sent|gets sent|are sent|is sent|lands?|comes?|ends? up) (?:to|in|into|with|straight to|directly to)',
  'tries them',
  'cookie[- ]?(?:grabbers?|stealers?|loggers?)',
  'asks? (?:the )?(?:victims?|them|users?|targets?) for (?:the |their |a )?(?:2fa |mfa |otp |sms |one[- ]time |verification )?codes?',
];

/** Asking someone to hand over a secret: "re-enter their username and password", "read me the code". */
const HAND_OVER = [
  're-?enter',
  'enter',
  'confirm',
  'verify',
  're-?verify',
  'validate',
  're-?validate',
  'update',
  'submit',
  'type',
  'provide',
  're-?authenticate',
  're-?confirm',
  'input',
  'log ?in',
  'hand',
  'read',
  'give',
  'tell',
  'send',
  'share',
  'recite',
].map((verb) => `${verb}(?:s|es|ed|d|ing)?'?(?: (?:out|over|me|us|with))?`);
const SECRET =
  '(?:logins?|passwords?|passcodes?|credentials|usernames?|log-?in details|(?:bank|card|account|banking|payment) (?:details|numbers?)|details|pins?|codes?|otps?|2fa|mfa|seed phrases?|recovery phrases?|cvvs?|cvcs?|sort codes?|security codes?)';
export const CREDENTIAL_ASK = [
  `(?:${HAND_OVER.join('|')}) (?:[\\w'-]+ ){0,2}(?:their|your|his|her|the) (?:[\\w'-]+ ){0,3}${SECRET}`,
  'the codes? (?:they|he|she|victims?|people|users|customers) (?:read|say|give|type|enter|receive)\\w*',
];
/** The message poses as someone the reader trusts. */
export const IMPERSONATION = [
  'pretend(?:s|ing)? to be',
  'posing as',
  'pose as',
  'impersonat\\w*',
  'spoof(?:s|ed|ing)?',
  'appears? to (?:come|be) from',
  "(?:looks?|seems?|reads?) like it(?:'s| is| comes?|'s coming)? from",
  'as (?:if|though) (?:it (?:came|comes|is|was) )?from',
  'from (?:their|the) (?:own )?(?:hr|it|help ?desk|bank|payroll|security|fraud|it support)(?: team| department| desk| dept)?',
  'as (?:their|the|your) (?:it |hr )?(?:help ?desk|it|hr|bank|payroll|security team|fraud team|admin|provider|support)',
  'on behalf of',
];
/** Stated facts that the targets are someone else's, unaware or unconsenting: no "awareness" word excuses these. */
export const THIRD_PARTY_STRONG = [
  'not (?:my|our) (?:own )?(?:company|org\\w*|employer|client|customer|network|domain|staff|business)',
  'not (?:an?|one of (?:my|our)) (?:clients?|customers?)',
  'from (?:the|a) (?:phone ?book|directory|leaked list)',
  "(?:i|we) (?:do not|don'?t|dont|never) work(?:ed)? (?:there|at|for|with)\\b",
  'no (?:relationship|affiliation|connection|contract|engagement) with',
  'no contract(?: yet)?',
  'not (?:in|within) (?:the )?scope',
  'out of scope',
  'without (?:a |any )?(?:contract|engagement|sign-?off|their (?:consent|permission|knowledge))',
  "(?:they|he|she|people|users|nobody|no one|the staff|the students) (?:won'?t|wont|will not|don'?t|dont|do not|doesn'?t|never|will never) (?:know|notice|find out|realise|realize|suspect|be told)",
  'real (?:[\\w-]+ )?(?:people|customers|users|victims|employees|staff|students|accounts|targets|followers|passwords|credentials|logins)',
  'random (?:people|followers|users|strangers|numbers|targets)',
];
/** A phishing page kept up: past the browsers' blocklists, on hosting that ignores takedowns. */
export const BLOCKLIST_EVASION = [
  '(?:past|around|bypass\\w*|evad\\w*|avoid\\w*|beat\\w*|dodg\\w*|through) (?:[\\w-]+ ){0,2}(?:safe ?browsing|smartscreen|netcraft|phishtank|openphish|urlscan)',
  "(?:doesn'?t|doesnt|won'?t|wont|never) (?:go|goes|turn|turns|show|shows) red",
  "(?:safe ?browsing|smartscreen|netcraft) (?:[\\w-]+ ){0,3}(?:doesn'?t|doesnt|won'?t|wont|never|can'?t) (?:flag|catch|list|block|detect|see)\\w*",
  'bulletproof',
  "(?:host\\w*|servers?|providers?|registrars?) (?:that|which|who) (?:won'?t|wont|doesn'?t|doesnt|will not|never|ignores?) (?:take|takes|pull|pulls|shut|shuts|act on) (?:[\\w'-]+ ){0,3}(?:down|abuse|reports?|complaints?)",
];
/** Getting a lure past filters, or sending it in bulk. */
export const DELIVERY = [
  'land (?:in|into) (?:the )?inbox(?:es)?',
  'inbox instead of (?:the )?spam',
  '(?:bypass|evade|avoid|beat|get past|dodge|slip past|get around|skip) (?:the |their )?(?:[\\w-]+ ){0,2}(?:filters?|folders?|detection|scanners?|gateways?|protection|safe ?browsing|smartscreen)',
  'rotating (?:[\\w-]+ )?(?:domains|senders|ips|links|urls)',
  '(?:rotate|burner|throwaway) (?:[\\w-]+ )?domains',
  'without (?:getting |being )?(?:flagged|blocklisted|blacklisted|taken down|marked as spam)',
  "(?:so|and) (?:that )?(?:google |microsoft )?(?:safe ?browsing|smartscreen|netcraft|the (?:spam )?filters?|gmail|outlook|defender|scanners?|it) (?:doesn'?t|doesnt|does not|won'?t|wont|will not|can'?t|cannot|never) (?:flag|catch|block|detect|see|list)\\w*",
  'avoid (?:being )?(?:flagged|blocklisted|blacklisted|taken down|marked as spam)',
  "(?:keep|stop|prevent)\\w* (?:[\\w'-]+ ){0,5}from (?:being |getting )?(?:flagged|blocklisted|blacklisted|detected|taken down|reported|listed|marked|caught)",
  'anti-?bots?',
  'cloak\\w*',
  'bulk (?:mailer|sender|sms|texts?|e-?mails?)',
  'mass (?:mail\\w*|sms|text\\w*|send\\w*)',
  'send(?:ing)? (?:it |them |this |these )?(?:out )?to (?:a list|all|every|[\\d,.]+k?)',
  'a list of (?:[\\d,.]+k? )?(?:numbers|addresses|e-?mails|contacts|phone numbers|users|people)',
  '[\\d,.]+k? (?:people|users|customers|numbers|addresses|recipients|targets|accounts|members|followers|employees|staff|e-?mails|leads|contacts|phones|mailboxes|inboxes)',
  '(?:leads|e-?mail lists?|mailing lists?|numbers|contacts) (?:i|we) (?:[\\w-]+ )?(?:bought|purchased|scraped|got|have)',
  '(?:bought|purchased|scraped) (?:[\\w-]+ ){0,2}(?:leads|e-?mail lists?|mailing lists?|numbers|contacts)',
  'inbox[- ](?:grade|ready)',
  ...BLOCKLIST_EVASION,
];
/** What a lure says to get the password typed. */
export const LURE_PHRASES = [
  'log ?in (?:[\\w-]+ ){0,4}(?:at|via|through|using|with|on) (?:the|this|my|a|our) link',
  'verify your (?:account|identity|details|login|payment|information)',
  're-?verif\\w*',
  'unusual (?:login|sign-?in|activity)',
  'account (?:is |has been |will be )?(?:locked|suspended|disabled|on hold|limited|closed|deactivated)',
  'password (?:expir\\w*|reset required)',
  'confirm your (?:details|identity|account|password|payment)',
  'payment (?:failed|declined)',
  'parcel (?:is )?on hold',
  'missed delivery',
  'password check',
  'security check',
  'update your (?:payment|billing|details)',
];

/** Asking, making, sending or outputting: the verbs of a phishing request. */
export const PHISH_ASK = [
  ...HOW_TO,
  ...BUILD.map((verb) => (verb === 'cod(?:e|ing)' ? 'coding|code (?:a|an|the|me|up|it)' : verb)),
  'send(?:s|ing)?',
  'output\\w*',
  'put together',
  'whip up',
  'teach\\w*',
  'imagine',
  'thankful',
  'grateful',
  'appreciate\\w*',
  'if possible',
  '\\d+ (?:[\\w-]+ )?(?:variants|versions|variations)',
  'provid(?:e|ing)',
  'templates? (?:for|of)',
];

// Detection words that a negation turns into evasion: "so safe browsing doesn't flag it".
const NEGATED = "\\b(?:doesn'?t|doesnt|does not|won'?t|wont|will not|wouldn'?t|never|not|isn'?t)\\s+(?:[\\w'-]+\\s+)?";
const NEGATABLE = ['detect(?!ives?\\b)\\w*', 'detection', 'block(?:s|ed|ing|list)?(?! me\\b)', 'filter\\w*'];
const UNNEGATED = narrowDefensive({
  ...Object.fromEntries(NEGATABLE.map((term) => [term, notAfter(NEGATED, term)])),
  'protect\\w*': notAfter('(?:anti-?bots?|cloaking|bot|crawler|scanner)\\s', 'protect\\w*'),
});
export const PHISH_DEFENSIVE = [
  ...UNNEGATED,
  'headers?',
  'spf',
  'dkim',
  'dmarc',
  'kql',
  'zap',
  'quarantin\\w*',
  'sandbox\\w*',
  'gophish',
  'knowbe4',
  'incident response',
  'revok\\w*',
  'reset\\w*',
  'how do (?:attackers|adversaries|kits|they|phishers)',
  'how does',
  'what does',
  'how (?:do|does|did|can|are|is)? ?(?:attackers?|adversar\\w+|criminals?|scammers?|phishers?|threat actors?|hackers?|kits?|crooks|fraudsters)',
  'how (?:[\\w-]+ ){0,2}(?:attackers?|callers|scammers?|criminals?|phishers?|fraudsters|hackers?|threat actors?|adversar\\w+|gangs?|kits?|campaigns?)',
  ...TOLD_BY_VICTIM,
  'we (?:found|saw|observed|noticed|detected) (?:a|an|this|the|some)\\b',
  "(?:the|an?) (?:attacker|phisher|adversary|threat actor|criminal|scammer|operator)(?:'s|s')",
  'never (?:ask|request|call|text|e-?mail|message)',
  '(?:we|they|it|the bank|staff|it|support) (?:will|would|do|does) never',
  'quiz\\w*',
  'examples? (?:of|for)',
  'spot the',
  'lessons?',
  'made[- ]up (?:brands?|companies)',
  'fictional (?:brands?|compan\\w+)',
  'clues?',
  notAfter('\\b(?:ignor\\w*|survives?|surviving|despite|outlasts?) (?:[\\w-]+ ){0,2}', 'report\\w*'),
  'notif\\w*',
  'affected (?:customers|users|staff)',
  "why (?:do|does|did|don'?t|doesn'?t|is|are|was)",
];
/** Building or testing one's own product: "clone the login page of our React app to restyle it". */
export const OWN_PRODUCT = [
  'our (?:own )?(?:[\\w-]+ )?(?:app|application|site|website|product|service|platform|portal|staging|dev|test)',
  'restyl\\w*',
  'redesign\\w*',
  'refactor\\w*',
  'staging',
  'localhost',
  'unit tests?',
  'ctf',
  'capture the flag',
];
/** Words that mark simulating a phish for one's own organisation: they excuse the brand alone, never named victims. */
export const OWN_SIMULATION = [
  'our own',
  'own (?:staff|employees|users|organi[sz]ation|company)',
  'awareness',
  'simulat\\w*',
  'training',
  'red[- ]team\\w*',
  'pen(?:etration)?[- ]?test\\w*',
  'authori[sz]ed',
];
/** The law and defence questions that still excuse a request naming third parties. */
export const LAW_AND_DEFENCE = [
  'detect\\w*',
  'analy[sz]\\w*',
  'investigat\\w*',
  'report\\w*',
  'headers?',
  'is (?:it|this|that) (?:ok|okay|allowed|legal|illegal|ethical|a crime)',
  'legal\\w*',
  '(?<!-)laws?',
  'ethic\\w*',
  'can (?:we|i) legally',
  'what (?:can|should|do|could) (?:i|we|she|he|they) do',
  'how (?:do|can|should) (?:i|we) (?:check|stop|protect|report|know|tell|find out|get (?:it|them) (?:taken down|removed))',
  'taken down',
  'takedowns?',
  'never (?:collect|capture|store|use|send|keep)',
  "don'?t (?:collect|capture|store|keep)",
  'without (?:collecting|capturing|storing)',
  'red flags',
  'recogni[sz]\\w*',
  'spot(?:ting)?',
  'warn\\w*',
];
