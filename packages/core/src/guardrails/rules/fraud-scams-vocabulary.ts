// Word lists of the fraud-scams rule (rules/fraud-scams.ts): the scam, who it is aimed at, and
// the defender's words that excuse a sentence. Each list is regular-expression alternatives.
import { COVERT, EVASION } from '../vocabulary/consent.js';
import { DEFENSIVE_ACTIONS } from '../vocabulary/defensive.js';
import { CLOSE_PEOPLE, OTHER_ORGANISATIONS, OTHER_PEOPLE } from '../vocabulary/people.js';
import { REAL_BRANDS } from '../vocabulary/real-brands.js';

/** Documents that an issuer (a bank, school, state, employer, utility) vouches for: editing or making one deceives whoever relies on it. */
export const ISSUED_DOCUMENTS = [
  'bank statements?',
  'pay ?stubs?',
  'payslips?',
  'p60s?',
  'w-?2s?',
  'tax returns?',
  'utility bills?',
  '(?:photo |national |state |student |fake )?id cards?',
  '(?:photo|national|state|student) ids?',
  'passports?',
  "driver'?s? licen[cs]es?",
  'driving licen[cs]es?',
  "(?:medical|nursing|business|professional|pilot'?s?) licen[cs]es?",
  'diplomas?',
  'degrees?',
  'transcripts? of records?',
  '(?:academic|university|college|school|grade|official) transcripts?',
  '(?:degree|birth|marriage|death|medical|vaccination|vaccine|covid|msc|bsc|ma|ba|phd|mba|graduation|academic|university|school|college|diploma|gcse|a-level|professional|insurance) certificates?',
  'social security cards?',
  'ssn cards?',
  'residence permits?',
  '(?:travel|work|student|tourist) visas?',
  'green cards?',
  'work permits?',
  'prescriptions?',
  'sick notes?',
  "(?:doctor'?s|medical) (?:notes?|certificates?|records?)",
  'employment references?',
  'reference letters?',
  'employment letters?',
  '(?:bank|comfort|employer|employment confirmation|confirmation of employment) letters?',
  'proof[- ]of[- ](?:income|address|funds|employment|residence)(?: letters?| statements?| documents?)?',
  'deeds?',
  'powers? of attorney',
  'last wills?',
  'notari[sz]ed (?:[\\w-]+ ){0,2}(?:documents?|letters?|forms?)',
  'insurance (?:cards?|claims?)',
  'police reports?',
];

/** Whom a scammer poses as: family, authorities, banks, bosses, suppliers and brands. */
const TRUSTED = `(?:grandson|granddaughter|grandchild|son|daughter|nephew|niece|relative|cousin|brother|sister|mum|mom|mother|dad|father|aunt|uncle|husband|wife|bank|police|officer|agent|support|soldier|doctor|surgeon|supplier|vendor|boss|ceo|cfo|director|landlord|contractor|solicitor|lawyer|accountant|fraud (?:department|team)|tax (?:office|authority)|government|utility|energy (?:company|supplier)|it (?:department|team|help ?desk)|billing(?: (?:department|team))?|customer (?:service|care|support)|antivirus|renewals? (?:team|department)|${REAL_BRANDS.join('|')})`;
const POSE =
  "(?:pretend(?:s|ing)? to be|pos(?:e|es|ing) as|impersonat(?:e|es|ing)|claiming to be|(?:call|text|messag|e-?mail|phon|ring|contact|writ|act|script)\\w* (?:[\\w'-]+ ){0,3}?as)";

/** The scam itself, named or described by its working parts (pretext, fee, payment route). */
export const SCAMS = [
  'scam(?:s|ming)?(?: (?:call )?scripts?)?',
  'scripts? (?:for|to) (?:scam|con|trick|fool)\\w*',
  'con (?:artist|people|them|him|her)',
  'swindl\\w*',
  'defraud\\w*',
  'trick (?:people|them|old|elderly)',
  '(?:tech[- ]support|romance|grandparent|grandson|lottery|investment|crypto|pig[- ]butchering|advance[- ]fee|419|inheritance|refund|rental|job|sweepstakes?|prize|recovery|impersonation|delivery|toll) scams?',
  '(?:pig[- ]butchering|romance|grandparent|lottery|advance[- ]fee|inheritance|insurance|benefits?|tax|refund|elder|investment|ponzi|pyramid|wire|invoice|mortgage|rental) (?:fraud|scheme|con|playbook|script)s?',
  'pig[- ]butchering',
  'ponzi',
  'staged (?:car )?(?:crash|accident|collision)e?s?',
  '(?:processing|release|transfer|customs|clearance|advance|handling|unlock|cleanup|clean-up|repair|activation|verification|leave|withdrawal|tax|insurance) fees?',
  'lottery[- ]winn\\w*',
  "(?:you|they)(?:'ve| have)? won",
  'claim (?:their|your|the) (?:prize|winnings)',
  // A fee, bill or fine in scare quotes is the pretext of a scam: "a 'leave request fee'", "an 'overdue bill'".
  '(?:an?|the|some|their|his|her|your|my|[$€£]?\\d[\\w,.]*|[$€£][\\w,.]+) [\'"][^\'"\\n]{0,40}(?:fee|bill|fine|charge|tax|deposit|payment|debt|invoice)(?:s|es)?(?=[\'"])',
  "(?:fake|phony|phoney|bogus|sham|fraudulent|fictitious|non-existent) (?:[\\w'-]+ ){0,3}(?:personas?|profiles?|identit(?:y|ies)|platforms?|exchanges?|apps?|stores?|shops?|jobs?|debts?|gains|returns|profits|charit(?:y|ies)|pop-?ups?|alerts?|warnings?|scans?|support (?:lines?|numbers?))",
  `${POSE} (?:from )?(?:the |a |an |her |his |their |my |our )?(?:[\\w'-]+ ){0,2}${TRUSTED}(?!-)`,
  '(?:with|in|using|via) gift cards',
  // Made to pass as coming from someone trusted: "look like it's from the bank's billing team" (not from our own team).
  `(?:looks?|looking|seems?|appears?|sounds?|reads?) like (?:it(?:'s| is| came| comes| was) )?(?:coming )?from (?!our\\b|my\\b)(?:the |a |an |your |their |his |her )?(?:[\\w'-]+ ){0,2}${TRUSTED}(?!-)`,
  // The scammer's persona given to the model: "you are a veteran romance scammer", "act as a fraudster".
  "(?:you are|you're|act(?:ing)? as|play(?:ing)?|pretend(?:ing)? (?:to be|you're)|become|role-?play(?:ing)? as) (?:[\\w'\"-]+,? ){0,6}?(?:scammers?|fraudsters?|con ?(?:man|men|artists?)|carders?|grifters?|swindlers?)(?!')",
  // Boiler rooms: high-pressure cold calls selling worthless stock or coins.
  'boiler[- ]room (?:pitch|script|call|sales|playbook)\\w*',
  'cold[- ]call(?:ing)? (?:pitch|script)(?:es|s)? (?:for|to sell) (?:[\\w-]+ )?(?:penny stocks?|stocks?|shares|crypto|coins?|tokens?|forex|gold|timeshares?)',
  'penny[- ]stocks? (?:pitch|promotion|pump|scheme|script)\\w*',
  // A stranger made to read out her card or bank details: "get her to read me her card number".
  "(?:read|give|tell|recite|spell)(?:s|ing)? (?:out )?(?:me|us) (?:her|his|their|the victim's|the caller's) (?:[\\w-]+ )?(?:card|bank|account|pin|cvv|cvc|security|sort|routing|social security|ssn|one[- ]time|otp|verification)",
  "get (?:[\\w'-]+ ){0,4}to (?:give|send|hand over|tell|read|wire|transfer)\\w* (?:me )?(?:[\\w'-]+ ){0,2}(?:bank|login|password|pin|card|money|savings|details|codes?|account)",
  'card[- ]testing (?:on|with) (?:stolen|other)',
  'stolen (?:card |cc )?numbers',
  "in (?:my |a |the |his |her |their )?(?:[\\w'-]+ ){0,2}[\\w-]+'s name",
  "(?:another|other|a different|a dead|a real) person's name",
  "some(?:one|body) else's (?:name|identity|ssn|details)",
  "(?:doctor'?s|sick|medical) notes?",
  "(?:fake|phony|phoney|bogus|sham|fraudulent|fictitious) (?:[\\w'-]+ ){0,2}(?:invoices?|irs|letters?|charit(?:y|ies)|go-?fund-?me|fundraisers?|reviews?|payslips?|pay ?stubs?|bank statements?|ids?|documents?|receipts?|tickets?|listings?|virus removal|tech support|sick child|donations?)",
  "forg(?:e|ed|ing|ery) (?:a |an |the )?(?:[\\w'-]+ ){0,2}(?:payslips?|bank statements?|documents?|signatures?|checks?|cheques?|ids?|passports?|invoices?|prescriptions?|diplomas?|certificates?)",
  "(?:open|opening) (?:[\\w'-]+ ){0,3}(?:in (?:her|his|their|someone's) name)",
  "in (?:her|his|their|someone(?: else)?'s) name",
  'identity theft',
  "steal (?:her|his|their|someone's) identity",
  '(?:social security numbers?|ssns?|dates? of birth) (?:to|and) (?:open|get|apply)',
  'stolen (?:credit |debit )?(?:cards?|card numbers?|identities|ids)',
  "card(?:ing)? (?:[\\w'-]+ )?gift cards",
  'gift cards? (?:payment|as payment)',
  'payment in gift cards',
  'wire(?:s)? me',
  'pays? (?:into )?(?:me|my account)',
  'pay me instead',
  'donations? (?:come|go) to me',
  'money (?:comes|goes) to me',
  '(?:learn|teach me|show me|start) carding',
  'carding (?:tutorials?|methods?|guides?|sites?|shops?|forums?|bins?|cashouts?|tools?)',
  'cash(?:ing)? ?out (?:the |stolen )?(?:cards?|ccs?|cvvs?|dumps|fullz)',
  '(?:cvv|cc|fullz|dumps?) (?:shops?|stores?|markets?|vendors?|sellers?)',
  '(?:buy|sell|selling|buying) (?:fresh |valid |live )?(?:cvvs?|ccs?|cvv dumps|dumps|fullz|track ?[12] data)',
  'non-?vbv (?:cards?|bins?)',
  'card checker bots?',
  '(?:use|using|spend|spending) (?:a |the )?(?:stolen|cloned|skimmed) (?:credit |debit )?cards?',
  '\\d+ ?% (?:monthly|weekly|daily|a month|a week|a day|guaranteed) (?:returns?|profits?|gains)',
  'guaranteed (?:returns?|profits?)',
  'sends? (?:me )?(?:the )?money (?:to|into) (?:my|our)',
  "get (?:[\\w'-]+ ){0,2}(?:retirees|seniors|pensioners|people|them|investors|victims|customers|her|him) to (?:deposit|pay|send|invest|wire|transfer|buy|hand over)",
  'skimmers? (?:for|on) (?:an? )?(?:atms?|gas pumps?|pos)',
  // Business e-mail compromise: the boss or supplier impersonated, money moved to a new account.
  'ceo[- ](?:impersonation|fraud)',
  'bec (?:e-?mails?|scams?|attacks?)',
  'business e-?mail compromise',
  'bank details (?:have |had )?(?:changed|been updated)',
  'pay (?:the |all )?(?:next |future )?(?:invoices?|payments?|salary|rent) (?:to|into) (?:the|a|our|my) new (?:bank )?account',
  '(?:get|gain) (?:access to|control of|hold of) (?:her|his|their) (?:savings|money|accounts?|pension|bank)',
  'fake (?:contractors?|suppliers?|vendors?|compan(?:y|ies)|employees?|workers?|businesses?|shell compan\\w+)',
  'work (?:that )?(?:nobody|no one|never) (?:did|done|was done|performed|delivered|happened)',
  '(?:training|registration|application|onboarding|equipment|visa|membership|starter kit) fees?',
  '(?:urgent|immediate|same[- ]day|confidential|quiet) (?:[\\w$€£,.-]+ )?(?:wire|transfer|payment)s?',
  'new (?:supplier|vendor|payee|bank|beneficiary) (?:account|details)',
  // Manipulation into paying: the hook, the ask.
  'emotionally (?:hooked|attached|dependent|invested)',
  'love[- ]?bomb\\w*',
  '(?:hook|groom)\\w* (?:her|him|them) (?:emotionally|into|before)',
  'lonely (?:widows?|widowers?|women|men|people|seniors)',
  '(?:ask|get|make|convince|persuade|talk|pressure|push|coax)\\w* (?:her|him|the (?:victim|mark|target|widow|woman|man)) (?:into |to )(?:pay\\w*|send\\w*|wir\\w*|transfer\\w*|buy\\w*|invest\\w*|deposit\\w*)',
  "fake (?:[\\w'-]+ ){0,2}(?:'[^'\\n]{1,80}' |\"[^\"\\n]{1,80}\" )?(?:e-?mails?|notifications?|confirmations?|receipts?|screenshots?|proofs? of payment|payment (?:confirmations?|proofs?|screenshots?))",
];

/** Forged documents to deceive, whoever is deceived. */
export const FORGERY = [
  "forg(?:e|ed|ing|ery) (?:a |an |the |some )?(?:[\\w'-]+ ){0,3}(?:payslips?|pay ?stubs?|statements?|documents?|signatures?|checks?|cheques?|ids?|passports?|licen[cs]es?|invoices?|prescriptions?|diplomas?|degrees?|certificates?|notes?|letters?|records?|receipts?|deeds?|visas?|powers? of attorney|wills?|titles?|contracts?|stamps?|seals?|transcripts?|affidavits?|references?|leases?|bills?|permits?|cards?)",
  "fake (?:[\\w'-]+ ){0,2}(?:pay ?stubs?|payslips?|bank statements?|diplomas?|degrees?|transcripts?|passports?|driver'?s licen[cs]es?|(?:doctor'?s|sick) notes?|ids? (?:cards?|templates?)|utility bills?|powers? of attorney|notary stamps?)",
  "counterfeit (?:[\\w'-]+ ){0,2}(?:ids?|passports?|licen[cs]es?|documents?|bills|money|notes|diplomas?|certificates?)",
];

/** Making, templating or editing an issued document. */
export const DOCUMENT_MAKING = [
  `(?:mak|creat|generat|design|produc|print|mock|build|draw|photoshop|edit|alter|chang|modif|doctor|tweak|fudg|inflat|adjust|fill|fix|redo|updat|replicat|recreat)\\w* (?:me |up |out )?(?:[\\w'-]+ ){0,4}(?:${ISSUED_DOCUMENTS.join('|')})`,
  `templates? (?:for|of) (?:an? |the )?(?:[\\w'-]+ ){0,3}(?:${ISSUED_DOCUMENTS.join('|')})`,
  `(?:${ISSUED_DOCUMENTS.join('|')}) templates?`,
  // "the exact wording, letterhead details and signature block for a bank's proof-of-funds letter".
  `(?:wording|text|letterheads?|signature blocks?|header|footer)(?: details)? (?:[\\w'-]+ ){0,6}?for (?:an? |the |my |his |her |their )?(?:[\\w'.-]+ ){0,3}(?:${ISSUED_DOCUMENTS.join('|')})`,
];
/** What makes such a document a forgery: official marks, a changed figure, another person's identity. */
export const FALSIFIED = [
  'with (?:the |an? |their |its |official )?(?:official |real |university |bank )?(?:seals?|stamps?|holograms?|signatures?|watermarks?|crests?|logos?)',
  "(?:registrar|notary|dean|bank manager)(?:'s)? (?:signature|stamp|seal)",
  'so (?:the |that |it )?(?:[\\w-]+ ){0,2}(?:says|shows|reads|reflects|lists)',
  'instead of',
  '(?:fonts?|formatting|layout|numbers) (?:still )?(?:match|line up|look)',
  'looks? (?:real|genuine|legit\\w*|authentic|original|official|untouched)',
  'good enough to',
  'pass (?:as|for) (?:real|genuine|an? original|authentic)',
  'with my (?:photo|picture|face)',
  "(?:another|other|a different|someone else's|a stranger's) (?:person's )?(?:name|details|identity)",
  'in my name',
  "in (?:his|her|their|someone's) name",
  'in the name of',
  'realistic',
  'convincing',
  'letterheads?(?: details)?',
  'signature blocks?',
  '\\d[\\d,.]*k? ?(?:/|per |a )(?:month|year|week|mo|yr|annum)',
  '(?:formatted|made|done|edited|designed) so (?:that )?(?:they|it) (?:pass|passes|get through|gets through|clear|clears)',
  'showing (?:[\\w$€£,.]+ ){1,3}(?:a|per|each|every) (?:month|year|week)',
  '(?:change|alter|edit|move|backdate|fake)\\w* (?:the |its |their )?(?:dates?|amounts?|balance|salary|income|figures?|grades?|marks|totals?|name|expiry)',
  "so (?:that )?(?:my |the |our |his |her )?(?:[\\w-]+ )?(?:employer|landlord|boss|school|university|bank|lender|insurer|agent|agency|hr|court|embassy|examiner) (?:accepts?|approves?|believes?|thinks?|won'?t notice)",
  'never (?:studied|graduated|attended|earned)',
];
/** Where the forged document is used: someone relies on it. */
export const RELIED_ON = [
  'applications?',
  'apply\\w*',
  'employers?',
  'landlords?',
  'letting agen\\w+',
  'estate agen\\w+',
  'approv\\w*',
  'verif\\w*',
  'accepts?',
  'lenders?',
  'mortgage',
  'loans?',
  'kyc',
  '(?:identity|id|age|background|credit) (?:checks?|verification)',
  'verification checks?',
  'proof of (?:funds|income|address|residence|employment|identity)',
  'attach (?:it |this )?to',
  'submit\\w*',
  'hr',
  'immigration',
  'visa',
  'border',
  'exchanges?',
  'bank',
  'recruiters?',
  'get (?:through|past|around)',
  'pass (?:a |the )?(?:[\\w-]+ )?(?:checks?|verification|screening|review|inspection)',
  'get approved',
  'interview',
  'job',
  'university',
  'court',
  'insurer',
  'claims?',
  'sell (?:the|her|his|their)',
  'sellers?',
  'buyers?',
  'show (?:it |this |them )?to',
  'uploads?',
];

/** Whom a scam is aimed at. */
export const MARKS = [
  ...CLOSE_PEOPLE,
  ...OTHER_PEOPLE,
  ...OTHER_ORGANISATIONS,
  ...COVERT,
  ...EVASION,
  'old (?:people|folks|ladies|men|women)',
  'elderly',
  'seniors',
  'retirees',
  'pensioners?',
  'people in my (?:town|area|city|neighbou?rhood)',
  'accounts? (?:department|team|payable)',
  'their client',
  'donors',
  'strangers',
  'victims?',
  'buyers?',
  'customers?',
  'sellers?',
  'me',
  'my (?:account|wallet|paypal)',
  'send (?:me )?money',
  'sending (?:me |him |her )?money',
  'getting (?:them|him|her|people) to (?:deposit|pay|send|invest|wire|transfer|buy)',
  "i (?:can|could|will|'ll) (?:do|use|try|run|print|pass|mail|send) (?:it|this|them)",
  "pass (?:a |the )?(?:[\\w'-]+ ){0,2}(?:check|inspection|verification|scan|review)",
  'them',
  'people',
  'go viral',
  'for a flat',
  'get approved',
  'online',
  'resell\\w*',
  'an? widow(?:er)?',
  'widow(?:er)?s',
  'older (?:[\\w-]+ )?(?:people|folks|adults|customers|man|woman|men|women|lady|gentleman|victims)',
  'divorc\\w+ (?:man|woman|men|women|dad|mum|mom)',
  'divorc(?:ee|ée|é)s?',
  '(?:their|the|a) (?:finance|accounts|payroll|hr) (?:controller|team|department|director|manager|staff|clerk)',
  'the (?:guy|man|woman|person|lady|seller|buyer) (?:selling|buying|who)',
  'recipients?',
  'the reader',
  'applicants',
  'job ?seekers',
  'candidates',
  'students',
  'tenants',
  'renters',
  'investors',
  'members',
  'followers',
  'subscribers',
  'users',
  'patients',
  "(?:an?|the) (?:account|wallet|number|card) (?:i|we)(?:'ll| will)? (?:give|provide|send|control|choose|supply|set up)",
  'her paying',
  'him paying',
];

/** People a high-pressure pitch or a scam script preys on. */
export const VULNERABLE = [
  'elderly',
  'seniors?',
  'retirees',
  'old (?:people|folks|ladies|men|women|man|woman|lady)',
  'older (?:[\\w-]+ )?(?:people|folks|adults|customers|man|woman|men|women|lady|gentleman|victims)',
  '(?:an? )?(?:[6-9]\\d|1[01]\\d)[- ]year[- ]olds?',
  'widow(?:er)?s?',
  'divorc(?:ee|ée|é)s?',
  'pensioners?',
  'memory (?:problems|issues|loss)',
  'dementia',
  'alzheimer\\w*',
  'lonely',
  'vulnerable',
  'grandparents?',
  'grandm\\w+',
  'grandpa\\w*',
  'lives? alone',
  '(?:is|aged|age) (?:[6-9]\\d|1[01]\\d)\\b',
];
/** Pressure and isolation: the victim kept from help, sold what they do not need. */
export const PRESSURE = [
  "(?:they|she|he|the (?:customer|victim|caller)) (?:don'?t|dont|doesn'?t|do not|does not) (?:need|want|understand)",
  "(?:can'?t|cannot) afford",
  'push (?:hard|them|her|him)',
  'close on the first call',
  'high[- ]pressure',
  'pressur\\w* (?:them|her|him) into',
  'before (?:a |her |his |their |the |any )?(?:relatives?|family(?: members?)?|sons?|daughters?|kids|children|caregivers?|bank|husband|wife|grandchild\\w*|anyone|lawyer|advisor)(?: \\w+)? (?:gets? involved|finds? out|can (?:step in|intervene|stop)|calls?|notices?|intervenes?|checks?)',
  "stop(?:s|ping)? (?:her|him|them|the (?:victim|caller|customer|mark|target))(?: from)? (?:[\\w'-]+ ){0,2}(?:calling|ringing|phoning|verifying|checking|telling|asking|hanging up|talking|contacting|going)",
  'stop(?:s|ping)? (?:her|him|them) when (?:she|he|they)',
  'keep (?:her|him|them) on the (?:line|phone)',
  'not (?:to )?tell (?:her|his|their|anyone)',
  'without telling (?:her|his|their) (?:family|son|daughter|bank|kids|children)',
  "without (?:[\\w'-]+ ){0,2}(?:noticing|knowing|finding out|realising|realizing|suspecting|getting involved)",
];

/** A scam call's threat of loss, and the data it asks the mark to hand over. */
export const THREAT_OF_LOSS = [
  "or (?:(?:they|you|she|he)(?:'ll| will) )?(?:lose|forfeit|be (?:cut off|arrested|fined|suspended|charged|deported|locked out|disconnected)|face (?:arrest|charges|a fine|prosecution|legal action))",
  'or (?:their|your|his|her) (?:[\\w-]+ ){0,2}(?:will be|gets?|is) (?:suspended|frozen|cancell?ed|cut off|closed|seized|stopped)',
];
export const SCRIPT_ASK = [
  'what (?:i|to|do i|should i|we) say',
  'the exact (?:thing|words?|lines?|script|wording)',
  'word[- ]for[- ]word',
  'say on the (?:call|phone)',
  '(?:call|phone) scripts?',
  'scripts?',
  'put (?:[\\w-]+ ){0,4}together',
];

/** Fake reviews: the deception is in who seems to write them. */
export const REVIEWS = ['reviews?', 'ratings?', 'testimonials?', '(?:1|one|5|five)[- ]star'];
export const REVIEW_DECEPTION = [
  'for (?:our|my|a|their) competitors?',
  "competitors?(?:'s)? (?:page|listing|profile|business)",
  "from different (?:'?customers'?|accounts|people|names|profiles|users)",
  'different (?:\'customers\'|"customers")',
  "(?:so (?:they|it)|to) (?:don'?t|doesn'?t|won'?t|not) look (?:coordinated|fake|written|the same|like)",
  'look (?:real|genuine|organic|authentic|independent|natural)',
  'sock ?puppets?',
  '(?:multiple|different|fake|burner) accounts',
  'posing as (?:customers|buyers|patients|guests|users)',
  'never (?:used|bought|stayed|visited|ate|tried)',
  'vary (?:the )?(?:tone|style|spelling|names|wording)',
  'avoid (?:the )?(?:review )?(?:filter|detection)',
  // Disguised as many independent writers: voices, typos, lengths; slipped past the platform and onto the live page.
  'look (?:like )?(?:real|genuine|actual|different|separate|independent|organic|verified|ordinary|normal) (?:[\\w-]+ )?(?:customers|people|buyers|users|reviewers|guests|patients|clients|diners|shoppers)',
  'bury (?:the |our |their )?(?:bad|negative|real|honest|1-star|one-star)',
  '(?:push|drown) (?:down |out )?(?:the )?(?:bad|negative) (?:ones|reviews)',
  "(?:won'?t|wont|don'?t|doesn'?t|not|never|without) (?:get |getting |be |being )?(?:caught|flagged|detected|removed|filtered|spotted|taken down|deleted)",
  '(?:post|put|publish|upload)\\w* (?:them |it |these |those )?(?:on|to) (?:the |our |my )?(?:live|real|actual|public) (?:page|listing|profile|site)',
];

/** Tech-support scareware: the fake alert, and what the frightened caller is made to do. */
export const SCAREWARE = [
  'pop-?ups? (?:[\\w-]+ ){0,4}(?:looks? like|mimic\\w*|pretend\\w*|imitat\\w*|posing as)',
  'looks? like (?:windows|microsoft|apple|norton|mcafee|avast|an? antivirus|antivirus|a virus (?:alert|warning|scan)|a security (?:alert|warning))',
  'fake (?:[\\w-]+ )?(?:virus|malware|security|infection|antivirus|defender) (?:alerts?|warnings?|pop-?ups?|scans?|messages?)',
  'scare-?ware',
  '(?:pc|computer|laptop|device|mac|phone) (?:is|has been|has) (?:infected|hacked|compromised|locked|an? (?:virus|trojan|infection)|malware|viruses)',
];
export const SCAREWARE_PAYOFF = [
  'gift cards?',
  'anydesk',
  'teamviewer',
  'ultraviewer',
  'remote access',
  '(?:cleanup|clean-up|repair|support|service|unlock|removal) fees?',
  'call (?:our|the|my|a) (?:support|help|tech) ?(?:line|number|desk)',
  'pay (?:the|a|us|me)',
];

/** Buying and checking stolen cards, and the slang of carding. */
export const CARD_ACQUIRED = [
  '(?:bought|buy|buying|got|have|purchased|scored|picked up) (?:a |some |an? )?(?:batch|bunch|list|pile|set|load|lot|dump|stack|bundle|few|couple)(?:es)? of (?:[\\w-]+ )?(?:card numbers|cards|ccs|cvvs|card details|fullz|dumps)',
  '(?:card numbers|cards|ccs|cvvs|card details|fullz) (?:i|we) (?:[\\w-]+ )?(?:bought|got|purchased|found|scraped|exported|copied|pulled|downloaded|took|stole|saved|skimmed|harvested|grabbed|lifted|kept)',
];
export const CARD_USE = [
  'live',
  'valid',
  'still (?:work|good|active)',
  'use (?:them|it)',
  'cash\\w* ?out',
  'check\\w*',
  'test\\w*',
  'small[- ]charges?',
  'cash (?:them|it|those|these|the cards) out',
  '(?:skip|without|no|non-?)[- ]?3-?ds2?',
  'use (?:the|these|those) (?:card numbers|cards|ccs|card details)',
  'buy\\w* (?:[\\w-]+ )?(?:online|electronics|gift cards|crypto|stuff|things)',
  '(?:without|avoid\\w*|not) (?:setting off|tripping|triggering)',
];
export const CARDING_SLANG = [
  'non-?vbv',
  'non-?mcsc',
  'non-?3ds (?:bins?|cards?|sites?)',
  'bins? (?:for|to) (?:hit|card|cash)\\w*',
  '(?:set(?:ting)? up|need|find|get|use|using|recruit\\w*) (?:[\\w-]+ )?drops (?:so|for|to|that)',
  'reship(?:per|ping|pers)',
  'cash ?out (?:method|guide|the cards?|the dumps|the fullz|stolen|cloned (?:credit |debit )?cards|skimmed (?:credit |debit )?cards)',
  '(?:dumps?|track ?[12]) (?:with|\\+|and|w/) pins?',
  'blank (?:cards|plastics?)',
  'white plastic',
  '(?:write|encode|clone|burn)\\w* (?:[\\w-]+ ){0,3}(?:to|onto) (?:blank|white|magstripe)',
  'atms? (?:[\\w-]+ ){0,3}(?:safest|best|easiest) to (?:pull|cash|hit|withdraw)',
  '(?:safest|best|easiest) atms?',
  '(?:learn|teach me|show me|start) carding',
  'carding (?:tutorials?|methods?|guides?)',
  '(?:buy|selling|buying) (?:fresh |valid |live )?(?:cvvs?|fullz|dumps)',
  'card checker bots?',
  'cash(?:ing)? ?out (?:the |stolen )?(?:cards?|fullz|dumps)',
];

/** Synthetic identities built on someone's number, and the bust-out that cashes them. */
export const SYNTHETIC_IDENTITY = [
  "(?:real |a |an )?(?:child|kid|minor|baby|infant|dead person|deceased person|toddler)(?:'s|s')? (?:ssns?|social security numbers?|identit(?:y|ies)|details)",
  'bust(?:[- ]?out|s out| out)',
  '(?:build|creat|mak|grow|ag|season|farm|set(?:ting)? up)\\w* (?:an? |the |its |their |some |my )?(?:[\\w-]+ )?synthetic identit(?:y|ies)',
  "(?:pair|combin|match|mix)\\w* (?:[\\w'-]+ ){0,3}(?:ssns?|social security numbers?) with",
];

// The defender's actions, less "Defender" the product name (a fake "Windows Defender" alert is the scam).
const PRODUCT_NAMES: Record<string, string> = {
  'defen[cs]\\w*': 'defen[cs]e(?:s|less)?',
  'defend\\w*': 'defend(?:s|ed|ing)?',
  'remov\\w*': 'remov\\w*(?! (?:service|fee|package|plan|charge|cost|tool|program))',
};
/** A term, unless `before` stands right before it: the look back runs only where the term has matched. */
const notAfter = (before: string, term: string) => `(?:${term})(?<!${before}(?:${term}))`;
// A filter or detection the request means to slip past is not a defender's word: "won't get caught by the site's filters";
// nor is a document's "signature block".
const SLIPPED_PAST =
  "(?:\\b(?:not|never|won'?t|wont|don'?t|doesn'?t|without) (?:get |getting |be |being )?(?:caught|flagged|spotted|picked up|detected|stopped|blocked|removed|noticed) by (?:[\\w'-]+ ){0,2}|\\bsignature )";
// "Rebuttals" in a scam script are the caller's answers to a doubting victim, not a fact-check.
const DEFENDING = DEFENSIVE_ACTIONS.filter((term) => term !== 'rebuttals?').map(
  (term) => PRODUCT_NAMES[term] ?? (/^(?:detect|block|filter)/.test(term) ? notAfter(SLIPPED_PAST, term) : term),
);
/** A victim or a defender telling what happened to someone close: "my mum got a text ... what now?". */
export const TOLD_BY_VICTIM = [
  'what (?:now|next)\\b',
  'what (?:do|can|should) (?:i|we|she|he|they) do',
  'is (?:this|it|that) (?:a scam|phishing|legit|real|fraud)',
  'incident\\w*',
  'post-?mortem',
  '(?:my|our) (?:[\\w-]+ )?(?:mum|mom|dad|father|mother|parents?|grand\\w+|aunt|uncle|son|daughter|wife|husband|partner|colleague|clerk|staff|employees?|users?|customers?|clients?|team|ceo|cfo|friend|neighbou?r|\\d+-year-old|kid|child|teen(?:ager)?)s? (?:got|received|clicked|typed|entered|gave|read|answered|fell for|was|were|has been|paid|sent|lost|downloaded|installed|opened)',
  // Cleaning up after it: "how do I clean the PC and secure his accounts?", "is this one of those token stealers?".
  'how (?:do|can|should) (?:i|we) (?:clean|secure|recover|restore|fix|get back|undo|contain)',
  'secure (?:his|her|my|our|their|the) (?:[\\w-]+ )?accounts?',
  'is (?:this|it|that) one of those',
];

/** Words of fraud teams, victims, teachers and researchers. */
export const RESEARCH_WORDS = [
  ...DEFENDING,
  'radar rules?',
  'chargebacks?',
  // Not the fraud team a scam poses as: "a text that seems to come from the bank's fraud team".
  notAfter(
    "\\b(?:bank(?:'s)?|from (?:the|your|their|her|his)|as (?:the|your|their|her|his|a)|be (?:the|your|their|her|his|a)) ",
    'fraud (?:ops|team|model|rules?|signals?|detection|prevention|analysts?)',
  ),
  'anti-?fraud',
  'how (?:do|does|did) (?:[\\w-]+ ){0,3}scams? (?:typically |usually |actually )?(?:work|unfold|operate|start)',
  'how (?:do|does|did|would) (?:scammers|fraudsters|con (?:artists|men)|criminals|they|carders|callers|gangs|(?:identity )?thieves)',
  'how (?:[\\w-]+ ){0,2}(?:scammers|fraudsters|con (?:artists|men)|criminals|carders|callers|gangs|crooks|fraud rings|(?:identity )?thieves)',
  'heuristics',
  'get verified',
  ...TOLD_BY_VICTIM,
  'trust (?:&|and) safety',
  'card-testing (?:attacks?|bots?)',
  'rate-?limit\\w*',
  'victims? (?:who|of)',
  "victim's side",
  'help (?:my|our|a) \\w+ (?:who|that)',
  'refund (?:them|victims)',
  'dmarc',
  'dkim',
  'spf',
  'p=(?:none|reject|quarantine)',
  'reimburs\\w*',
  'what should (?:[\\w-]+ ){0,2}do',
  'as a victim',
  'what do i have to prove',
  'regulat\\w*',
  'rules on',
  '(?<!-)laws?',
  'legal(?:ly)?',
  'statistics',
  'stats',
  'what signals',
  'signals? (?:indicate|of|that|distinguish)',
  '(?:model|classifier|detection) features',
  'features? (?:for|of) (?:our|a|the) (?:model|classifier)',
  'synthetic identit\\w*',
  'how does',
  'red flags',
  'glossary',
  'training (?:materials?|decks?|modules?|blurbs?|sessions?)',
  'verification procedures?',
  'callback',
  'can (?:we|i|she|he|they) (?:cancel|undo|reverse|dispute|get (?:it|the money|a refund|our money|her money|his money))',
  'lecture',
  // Responders' and document checkers' words: containment, revoked sessions, mail-flow rules, the signs of a forgery.
  'containment',
  'revok\\w*',
  notAfter("(?:not|never|n'?t) ", 'catch (?:it|them|this|these)'),
  '(?:credit|security) freezes?',
  'freez\\w* (?:my|our|his|her|their|the) (?:credit|reports?|files?)',
  'fraud alerts?',
  // Acting lawfully for someone: "with power of attorney", "I'm her caregiver".
  'with (?:a |her |his |their |my )?(?:lasting |durable )?powers? of attorney',
  "(?:i'm|i am) (?:her|his|their) (?:caregiver|carer|guardian|conservator|executor)",
  'audit logs?',
  'we (?:saw|observed|noticed|detected|found)',
  'quarantin\\w*',
  '(?:transport|mail[- ]flow|inbox) rules?',
  'reduc(?:e|es|ing) (?:[\\w-]+ ){0,3}(?:fraud|scams?|bec|attempts?|risk|losses|exposure)',
  'signs of',
  'curriculum',
  'handouts?',
  'newsletter',
  'explainer',
  'what (?:do|does|is|are) (?:[\\w"\'-]+ ){0,6}mean',
  'why (?:do|does|did|are|is)',
  // Staff who see a customer being scammed: "what signs at the teller window suggest", "how can staff intervene".
  'signs (?:at|that|which|suggest\\w*|indicat\\w*)',
  '(?:is|are) being (?:scammed|defrauded|conned|exploited|targeted)',
  'interven\\w*',
];
/** The same, with "synthetic identity" and "how does": for patterns where those words are the harm's own. */
export const NARROW_RESEARCH_WORDS = RESEARCH_WORDS.filter((term) => term !== 'how does' && term !== 'synthetic identit\\w*');
