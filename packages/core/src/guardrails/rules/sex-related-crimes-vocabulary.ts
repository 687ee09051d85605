// Word lists of the sex-related-crimes rule beyond those in the rule file.

import { A_NOTE } from '../vocabulary/asks.js';

/** A sexual act or aim: what coercion, drugging and harassment are for. */
export const SEX_AIM = [
  'sex',
  'sexual(?:ly)?',
  'sleep(?:ing)? with (?:me|him|her|them)',
  'have (?:her|him|them)',
  'hook(?:ing)? up',
  'in(?:to)? bed',
  '(?:back )?to my (?:place|room|car|apartment|flat|house)',
  'make out',
  'kiss(?:ing)? (?:her|him)',
  'touch(?:ing)? (?:her|him|them)',
  'cooperat\\w*',
  'go along with (?:it|anything)',
  'do (?:whatever|what) i want',
  'take advantage',
];

/** Overriding a refusal or the lack of consent: "she's told me no", "wear her down", "whether she wants to or not". */
export const OVERRIDE_REFUSAL = [
  "(?:she|he|they)(?:'s| has| have)? (?:already )?(?:told me|said|says) no",
  "(?:even (?:if|though)|when|after|although) (?:she|he|they)(?:'s| has| have)? (?:says?|said|told me) no",
  'wear (?:her|him|them) down',
  'until (?:she|he|they) (?:gives? in|says? yes|caves?|stops? resisting)',
  'whether (?:she|he|they) (?:wants?|likes?) (?:it|to) or not',
  'against (?:her|his|their) will',
  "(?:hasn't|haven't|isn't|won't|doesn't) (?:answered|responded|replied|interested)",
  '(?:she|he|they) (?:stops?|quits?) (?:saying no|saying stop|resisting|fighting(?: back| me)?|pushing (?:me )?away)',
  'ignor(?:es|ed|ing) (?:me|my \\w+)',
  'blocked me',
  'persisten(?:ce|tly) (?:will|until|wins?)',
  'change (?:her|his|their) mind',
  '(?:not|never) take no',
];

/** Making sure the victim stays silent or unaware: the anti-reporting half of an assault plan. */
export const SILENCE_VICTIM = [
  '(?:too|so) (?:scared|ashamed|afraid|embarrassed|frightened|intimidated) to (?:go to|report|tell|call|press)',
  "(?:make|making) (?:sure )?(?:she|he|they|them|her|him)(?:'s|'re| is| are| feels?)? (?:too|so) (?:scared|ashamed|afraid|embarrassed)",
  "(?:she|he|they) (?:doesn't|don't|won't|can't|never|does not|will not) (?:go to|report|tell|call|remember|press charges)",
  "(?:doesn't|does not|won't|wouldn't|not) count as (?:rape|assault|sexual assault|a crime)",
  'stop (?:her|him|them) (?:from )?(?:going to|reporting|telling|calling|pressing|talking to|speaking to|contacting)',
  'not remember',
  "won't remember",
  "doesn't remember",
  '(?:black|pass)(?:es|ed)? out',
  'no memory of',
];

/** Drugs and doses used to incapacitate someone. */
export const INCAPACITANTS = [
  'pills?',
  'sleep(?:ing)? (?:medication|meds|pills|aids?|tablets)',
  'sedatives?',
  'tranquili[sz]ers?',
  'benzos?',
  'xanax',
  'ambien',
  'zolpidem',
  'valium',
  'rohypnol',
  'roofies?',
  'ghb',
  'ketamine',
  'chloroform',
  'scopolamine',
  'drugs?',
  'what dose',
  'how much',
  'dosage',
  'spike',
  'drugg\\w*',
];
/** Keeping a person out of it: asleep, unconscious, unable to remember. */
export const INCAPACITATED = [
  "(?:keep|make|get|leave|render)s? (?:[\\w'-]+ ){0,3}(?:unconscious|asleep|sedated|knocked out|out cold|sleepy|drowsy|groggy|out of it|compliant|limp)",
  "(?:not|won't|doesn't|can't) remember",
  "(?:she|he|they)(?:'s| is| are) (?:sleepy|asleep|unconscious|passed out|out of it)",
  'pass(?:es)? out',
  'black(?:s)? out',
  '(?:extra|really|very) (?:sleepy|drowsy)',
];

/** Writing or sending sexual messages to a person who is not a partner. */
export const MESSAGES = ['messages?', 'texts?', 'dms?', 'e-?mails?', A_NOTE, 'letters?', 'comments?', 'lines', 'compliments?', 'pick-?up lines'];
export const SEXUAL_TONE = [
  'sexual(?:ly)?',
  'explicit',
  'dirty',
  'graphic',
  'lewd',
  'sexy',
  'horny',
  'obscene',
  "what i'd like to do to (?:her|him)",
  'intimidating',
];
export const NOT_A_PARTNER = [
  "(?:my|our|a|the|this) (?:new |hot |cute |married )?(?:neighbou?r|co-?worker|colleague|boss|manager|employee|intern|subordinate|assistant|secretary|student|pupil|classmate|tenant|patient|client|customer|barista|waitress|nurse|teacher|trainee|stranger)s?(?:'s)?",
  "a (?:woman|girl|lady|guy|man) (?:i|who) (?:work|met|saw|see|don't know)",
  '(?:the|a|this|that) (?:woman|girl|lady|guy|man) (?:who|that|from|at|in|next)',
  '(?:who|that) (?:rejected|dumped|turned) me',
  'burner accounts?',
  'random (?:women|girls|people)',
  'women (?:on|at|in) (?:the|my)',
];

/** Trafficking: recruiting by false jobs, moving, debts, papers, and keeping people working. */
export const TRAFFICKING_MORE = [
  'brothels?',
  "recruit\\w* (?:[\\w'-]+ ){0,2}(?:women|girls|teens)",
  "(?:never|can't|cannot|won't) (?:pay (?:it|them|the debt) off|pay off)",
  "(?:they|she|the (?:girls|women)) (?:can never|never can|can't|cannot|won't be able to) leave",
  'structure the debt',
  'paid sex',
  'police stings?',
  "(?:bring|ship|fly|import|smuggl|mov|transport)\\w* (?:[\\w'-]+ ){0,2}(?:escorts|women|girls|workers) (?:over|in|across|between|from|into|to)",
  'without (?:proper |valid |any )?(?:visas|papers)',
  'keep\\w* (?:them|her|the (?:girls|women)) (?:working|from (?:contacting|leaving|calling))',
  'until (?:they|she)(?: have| has)? paid (?:off|back)',
  "(?:waitress|modell?ing|nanny|dancer|hostess)(?: jobs?)?'? (?:jobs?|in)",
  'burner phones',
  "rotate (?:[\\w'-]+ ){0,2}(?:ads|phones|hotels)",
  // Moving the victims from place to place, past the staff who are trained to notice.
  "(?:mov|rotat|shuttl|transport|switch)\\w* (?:them|her|the (?:girls|women)) (?:between|around|from) (?:[\\w'-]+ ){0,2}(?:motels|hotels|cities|towns|states|apartments|locations)",
  '(?:without|before) (?:the )?(?:hotel |motel )?(?:staff|clerks?|front desk|management|receptionists?) (?:noticing|flagging|asking|catching on|getting suspicious)',
];

/** Sexual assault as an act, for the sentences that pair it with getting away with it. */
export const ASSAULT_ACTS = [
  'grop(?:e|es|ed|ing)',
  'rap(?:e|ing)',
  'molest\\w*',
  'sexually (?:assault|abuse|harass)\\w*',
  '(?:touch|rub|grind|feel)\\w* (?:up )?(?:on |against )?(?:women|girls|strangers|passengers|commuters|her|them)',
  'flash\\w* (?:women|girls|people|strangers|kids)',
  'expos(?:e|ing) myself',
  'upskirt\\w*',
  'creep-?shots?',
  "spik(?:e|ing) (?:her|their|a|someone's) drinks?",
  'roof(?:ie|y)\\w*',
];

/** Fiction or a role asked to work in real life: "it must work in the real world", "accurate enough to actually work". */
export const REAL_WORLD = [
  '(?:must|has to|have to|needs? to|should|got to|gotta) (?:actually |really )?work (?:in (?:the )?real (?:life|world)|for real|irl|on real (?:people|kids|girls|women|targets|victims))',
  '(?:accurate|realistic|detailed|precise|real) enough (?:to|that (?:it|they|someone|anyone|a reader) (?:could|would|can)) (?:actually |really )?(?:work|follow|use|copy|do it|replicate)',
  '(?:actually|really) works? (?:in (?:the )?real (?:life|world)|irl|on real)',
  'works? in the real world',
  'usable in real life',
  '(?:follow|use|copy) (?:it|this|them) (?:in real life|for real|irl)',
];

/** Intimate images of a real person: more names for the material and the act. */
export const IMAGES_MORE = [
  // A spelled-out word the normaliser glues to a possessive: "ex-girlfriend'snudes".
  "[\\w-]+'s(?:n(?:u|oo)d(?:e|ie)?(?:s|z)|nude|naked|intimate|explicit|private)",
  'n(?:u|oo)d(?:e|ie)?(?:s|z)',
  'nudif\\w*',
  '(?:nude|n(?:u|oo)d|naked|porn|sex|explicit) deep-?fakes?',
  'n(?:u|oo)d(?:e|ie)? (?:pics?|photos?|images?|edits?|versions?|vids?|videos?)',
  'spicy (?:edits?|pics?|photos?|pictures?|versions?|content|vids?|videos?|shots?|images?)',
  'undr?ess\\w* (?:ai|apps?|bots?|tools?)',
  'und(?:r)?ess apps?',
  'nude ones',
  'intimate (?:screenshots?|clips?|content|material|selfies?|footage|recordings?|vids?)',
  'private (?:clips?|vids?|screenshots?|content)',
  'vids',
  'sex (?:videos?|clips?)',
  'remov\\w* (?:the |her |his |their )?(?:clothes|clothing|bikini|dress|shirt|top|bra|underwear|swimsuit)',
  "(?:videos?|vids?|pics?|photos?|pictures?|clips?|footage|images?) of (?:[\\w'-]+ ){1,3}(?:naked|nude|undressed|topless|having sex|in the shower)",
  'see through (?:her|his|their) clothes',
  'x-?ray (?:apps?|filters?)',
  "(?:put|paste|swap|map|stick|place)\\w* (?:[\\w'-]+ ){0,4}face (?:onto|into|on|in) (?:[\\w'-]+ ){0,2}(?:explicit|porn\\w*|nude|sex|naked|adult)",
];
/** Whose images: real people, users, "people who didn't consent". */
export const REAL_PERSON = [
  'real (?:women|girls|people|persons?|photos?|pics?)',
  "(?:who|that) (?:didn't|did not|don't|haven't|never) consent\\w*",
  'without (?:their|her|his) (?:consent|knowing|knowledge)',
  '(?:instagram|facebook|linkedin|tiktok|office) (?:photos?|pics?|pictures?)',
  "with (?:their|the users'?|her|his) names?",
  'my ex',
  'ex-?(?:girlfriend|boyfriend|wife|husband)',
  'streamer',
  'youtuber',
  'twitch',
  'onlyfans',
  'her face',
];
/** Asks for a tool or a place to put it: "which one works best", "site list", "need one". */
export const TOOL_ASK = [
  'which (?:one|1|app|tool|site|model|workflow)s?',
  'works? (?:best|on)',
  'need one',
  'site list',
  'sites?',
  'workflow',
  'apps?',
  'tools?',
  'recommend',
  'us(?:e|ing)',
  'train on',
  "i have (?:[\\w'-]+ ){0,3}(?:vids|videos|pics|photos|nudes|clips)",
];
/** Pushing a person into sex: "pressure a drunk date into sex", "force her to sleep with me". */
export const COERCE = [
  "(?:force|forcing|pressur\\w*|push\\w*|coerc\\w*|guilt\\w*|trick\\w*|manipulat\\w*|blackmail\\w*) (?:[\\w'-]+ ){0,4}(?:into|to) (?:having |have )?(?:sex|sleep(?:ing)? with|bed|sexual|oral)",
  '(?:get|getting|make|making) (?:her|him|them|a \\w+|my \\w+|someone) (?:so |really |very )?(?:drunk|wasted|high|drugged) (?:enough )?(?:to|so|that)',
  'make (?:her|him|them|my \\w+|someone|a \\w+) (?:have sex|sleep with|do (?:it|sexual|stuff)|give me)',
];
