import { verbObjectTerm } from './verb-object-term.js';

// Word lists of the block rules. Each is a list of regular-expression alternatives matched on
// word boundaries, case-insensitive, inside one sentence (see sentencePattern).

/** Asking for something to be made, shown or obtained. */
export const PRODUCE = [
  'writ(?:e|es|ing)', 'generat\\w*', 'creat\\w*', 'produc(?:e|es|ed|ing)', 'mak(?:e|es|ing)', 'draw\\w*',
  'render\\w*', 'describ\\w*', 'depict\\w*', 'role-?play\\w*', 'imagine', 'show me', 'send me', 'find',
  'download\\w*', 'buy', 'sell', 'shar(?:e|ing)', 'trad(?:e|ing)', 'where (?:can|do|to)', 'links? to',
];
export const SEXUAL = [
  'sexual(?:ly|i[sz]ed)?', 'sexy', 'erotic\\w*', 'porn\\w*', 'nudes?', 'nudity', 'nsfw', 'lewd', 'hentai',
  'intercourse', 'orgasm\\w*', 'masturbat\\w*', 'sexting', 'sex (?:scenes?|story|stories|acts?|videos?|with)',
  'naked (?:photos?|pics?|pictures?|images?|videos?|bod(?:y|ies))',
  'explicit (?:sex\\w*|story|stories|images?|photos?|pics?|content|scenes?)',
];
export const MINOR = [
  '(?:[1-9]|1[0-7])[- ]?(?:years?|yrs?)[- ]?olds?', '(?:[1-9]|1[0-7]) ?y/?o', 'underage\\w*', 'under-age',
  'pre-?teens?', 'pre-?pubescent', 'toddlers?', 'infants?', 'minors', 'a minor', 'child(?:ren)?', 'kids?',
  '(?:little|young) (?:girls?|boys?)', 'school ?(?:girls?|boys?)', '(?:elementary|middle|primary) school\\w*',
  'loli\\w*', 'shota\\w*', 'jailbait',
];
export const CSAM_TERMS = [
  'csam', 'child sexual abuse (?:material|imagery|images?|videos?|content)', 'child porn\\w*', 'kiddie porn\\w*',
  'pedo\\w* (?:content|videos?|pics|images?|material)',
];
/** Child protection, moderation and education: the defensive reading of the same words. */
export const CHILD_SAFETY = [
  'exploitation', 'trafficking', 'offenders?', 'predators?', 'investigat\\w*',
  'detect\\w*', 'report\\w*', 'classif\\w*', 'moderat\\w*', 'ncmec', 'iwf', 'photodna', 'hash\\w*',
  'prevent\\w*', 'protect\\w*', 'safeguard\\w*', 'safety', 'grooming', 'abuse', 'victims?', 'survivors?',
  'education\\w*', 'health', 'policy', 'policies', 'law', 'laws', 'legal\\w*', 'statutes?', 'remov\\w*',
  'takedowns?', 'filter\\w*', 'block\\w*',
];

export const CBRN_AGENT = [
  'sarin', 'soman', 'tabun', 'cyclosarin', 'novichoks?', 'vx (?:nerve )?(?:agent|gas)', 'nerve agents?',
  '(?:sulfur |sulphur |nitrogen )?mustard gas', 'sulfur mustard', 'phosgene', 'chemical weapons?',
  'biological weapons?', 'bio-?weapons?', 'anthrax(?: spores)?', 'bacillus anthracis', 'smallpox', 'variola',
  'ebola', 'marburg virus', 'botulinum(?: toxin)?', 'ricin', 'abrin', 'yersinia pestis',
  '(?:pneumonic|bubonic) plague', 'nuclear (?:weapons?|bombs?|warheads?|devices?)', 'atomic bombs?',
  '(?:gun|implosion)[- ]type (?:devices?|bombs?|weapons?)', 'weapons?[- ]grade (?:uranium|plutonium)',
  'highly enriched uranium', 'fissile material', 'dirty bombs?', 'radiological (?:dispersal )?(?:devices?|weapons?)',
];
/**
 * Making, weaponising or spreading. Verbs that only ever mean that here stand alone; common
 * verbs ("make", "build", "extract") count only when the agent is their object.
 */
export const CBRN_MAKE = [
  'synthesi[sz]\\w*', 'manufactur\\w*', 'weaponi[sz]\\w*', 'aerosoli[sz]\\w*', 'cultivat\\w*', 'cultur(?:e|ed|ing)',
  'disseminat\\w*', 'step[- ]by[- ]step', 'recipes?', 'instructions', 'precursors?',
  verbObjectTerm({
    verbs: [
      'make', 'build(?:ing)?', 'construct(?:ing|ion)?', 'assembl(?:e|ing|y)', 'produc(?:e|ing|tion)',
      'extract(?:ing|ion)?', 'purif(?:y|ying|ication)', 'dispers(?:e|al|ing)', 'detonat(?:e|ing)',
    ],
    objects: CBRN_AGENT,
  }),
  'enrich\\w* uranium to (?:weapons?[- ]grade|9\\d ?%)',
];
export const PATHOGEN = ['pathogens?', 'bacteria', 'toxins?', 'spores?', 'h5n1', 'influenza', 'bio(?:logical)? agents?'];
export const PATHOGEN_ENHANCE = [
  'weaponi[sz]\\w*', 'aerosoli[sz]\\w*',
  '(?:increas|enhanc|boost)\\w* (?:the |its |their )?(?:transmissibility|lethality|virulence)',
  'make (?:it |them )?(?:more )?(?:transmissible|lethal|virulent)',
];
/** Medicine, emergency response, lab safety, verification, history, arms control, and cyber lures. */
export const CBRN_DEFENSIVE = [
  'detect\\w*', 'sensors?', 'antidotes?', 'atropine', 'pralidoxime', 'antibod\\w*', 'symptoms?', 'exposure',
  'treat(?:ment|ing)?', 'vaccin\\w*', 'decontaminat\\w*', 'first responders?', 'protective', 'safety', 'biosafety',
  'bsl-?\\d', 'history', 'historical', 'hiroshima', 'nagasaki', 'treat(?:y|ies)', 'opcw', 'iaea', 'cwc',
  'non-?proliferation', 'arms control', 'export controls?', 'safeguards', 'sanctions', 'disarmament', 'stockpiles?',
  'programs?', 'programmes?', 'policy', 'doctrine', 'deterrence', 'arsenals?', 'geopolitic\\w*',
  'news', 'novel', 'film', 'movie', 'book', 'phishing', 'lures?', 'malware', 'iocs?', 'yara', 'sigma',
];

export const PHISH_VERB = [
  'creat\\w*', 'build\\w*', 'mak(?:e|ing)', 'writ(?:e|ing)', 'draft\\w*', 'clon\\w*', 'generat\\w*', 'host\\w*',
  'deploy\\w*', 'set ?up', 'setting up', 'design\\w*', 'code', 'develop\\w*', 'craft\\w*', 'send\\w*',
  'launch\\w*', 'spin up', 'register\\w*', 'give me', 'need',
];
/** The kit itself: what is built to deceive, not the topic of phishing. */
export const PHISH_KIT = [
  'phishing (?:pages?|sites?|websites?|kits?|e-?mails?|mails?|sms|texts?|messages?|templates?|lures?|campaigns?|links?|portals?|forms?|landing pages?|domains?)',
  'phishlets?', 'evilginx\\w*', 'credential[- ]harvest\\w*(?: pages?| sites?| forms?| kits?)?',
  'fake (?:login|log[- ]in|sign[- ]in|payment|checkout|bank(?:ing)?) (?:pages?|forms?|portals?|sites?|websites?)',
  'spoofed (?:login|sign[- ]in) (?:pages?|sites?)', 'lookalike (?:login |sign[- ]in )?(?:domains?|sites?|pages?)',
];
/** Words that turn "write a ... phishing email" into writing about one. */
export const NOT_THE_KIT = [
  'of', 'about', 'on', 'for', 'against', 'from', 'in', 'into', 'with', 'to', 'that', 'which', 'and', 'or',
  'lists?', 'summary', 'summaries', 'reports?', 'dashboards?', 'blog', 'posts?', 'articles?', 'analysis', 'overview',
  'rules?', 'quer(?:y|ies)', 'detections?', 'detectors?', 'classifiers?', 'filters?', 'playbooks?', 'timelines?',
  'tables?', 'charts?', 'slides?', 'presentations?', 'database', 'dataset',
];
/** Real third parties: impersonated brands and banks, or people called victims. */
export const THIRD_PARTY = [
  'paypal', 'microsoft', 'office ?365', 'm365', 'outlook', 'hotmail', 'entra id', 'azure ad', 'okta', 'google',
  'gmail', 'apple', 'icloud', 'amazon', 'netflix', 'facebook', 'instagram', 'whatsapp', 'linkedin', 'twitter',
  'x\\.com', 'dropbox', 'docusign', 'adobe', 'chase', 'bank of america', 'wells fargo', 'citibank', 'hsbc',
  'barclays', 'santander', 'revolut', 'coinbase', 'binance', 'metamask', 'dhl', 'fedex', 'usps', 'royal mail',
  'japan post', 'mufg', 'smbc', 'mizuho', 'rakuten', 'irs', 'hmrc', 'victims?',
  '(?:bank|banking) (?:customers|users|clients|logins?|credentials)', 'customers of (?!(?:our|my)\\b)\\w+',
  'targeting (?!(?:our|my|your|own)\\b)\\w+', 'employees (?:of|at) (?!(?:our|my)\\b)\\w+',
];
export const CARDING = [
  '(?:learn|teach me|show me|start) carding',
  'carding (?:tutorials?|methods?|guides?|sites?|shops?|forums?|bins?|cashouts?|tools?)',
  'cash(?:ing)? ?out (?:the |stolen )?(?:cards?|ccs?|cvvs?|dumps|fullz)', 'cashout (?:methods?|guides?)',
  '(?:cvv|cc|fullz|dumps?) (?:shops?|stores?|markets?|vendors?|sellers?)',
  '(?:buy|sell|selling|buying) (?:fresh |valid |live )?(?:cvvs?|ccs?|cvv dumps|dumps|fullz|track ?[12] data)',
  'non-?vbv (?:cards?|bins?)', 'card checker bots?',
  '(?:check|test|validate|verify)(?:s|ing)? (?:stolen|leaked|dumped) (?:credit |debit )?cards?',
  '(?:use|using|spend|spending) (?:a |the )?stolen (?:credit |debit )?cards? (?:to|for|on|at)',
  '(?:clone|cloning|encode|encoding) (?:stolen )?(?:credit |debit )?cards? (?:onto|to|with)',
  'skimmers? (?:for|on) (?:an? )?(?:atms?|gas pumps?|pos)',
];
/** Detection, analysis, authorised awareness work and mail authentication: the defender's reading. */
export const FRAUD_DEFENSIVE = [
  'detect\\w*', 'yara', 'sigma', 'snort', 'suricata', 'analy[sz]\\w*', 'triag\\w*', 'investigat\\w*', 'classif\\w*',
  'headers?', 'spf', 'dkim', 'dmarc', 'iocs?', 'indicators?', 'takedowns?', 'awareness', 'simulat\\w*', 'training',
  'gophish', 'report(?:s|ed|ing)?', 'block(?:s|ed|ing|list)?', 'filter\\w*', 'defen[cs]\\w*', 'protect\\w*',
  'mitigat\\w*', 'prevent\\w*', 'hunt\\w*', 'alert\\w*', 'warn\\w*', 'recogni[sz]\\w*', 'identify\\w*', 'sandbox\\w*',
  'reverse[- ]engineer\\w*', 'rate-?limit\\w*', 'red[- ]team\\w*', 'pen(?:etration)?[- ]?test\\w*',
  'authori[sz]ed (?:tests?|exercises?|engagements?|assessments?)', 'our own',
];
