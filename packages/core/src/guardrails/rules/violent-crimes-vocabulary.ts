// Word lists of the violent-crimes rule (and the negation helper the S1/S3/S4 rules share).
import { notAfter, termsNotAfter } from '../sentence-pattern.js';
import { narrowDefensive } from '../vocabulary/defensive.js';
import { CLOSE_PEOPLE, OTHER_PEOPLE, PERSON_PRONOUNS } from '../vocabulary/people.js';

// Negations the engine's evasion verbs do not cover: "a site that doesn't remove", "too scared to report".
const NEGATED = `\\b(?:doesn't|does not|didn't|did not|isn't|aren't|wouldn't|shouldn't|never|not|no|nobody|no one|no-one|none|(?:hardest|hard|harder|impossible|difficult) to|too (?:scared|afraid|ashamed|embarrassed|frightened|intimidated))\\s+(?:[\\w'-]+\\s+){0,2}`;
/** An `unless` list whose terms no longer excuse when negated ("doesn't block uploads", "won't go to the police"). */
export function unlessNotNegated(terms: readonly string[]): string[] {
  return [termsNotAfter(NEGATED, terms)];
}

/** The shared defensive words, minus those attackers use too: "block the exits", "a checklist for after a homicide", "self-defence". */
// Shared terms narrowed where an attacker's sentence holds them: "smoke detectors", "remove her clothes",
// "I believe persistence will win her over", "make them escalate", "how did you make people disappear".
const NARROWED: Record<string, string | null> = {
  'detect(?!ives?\\b)\\w*': notAfter('\\bsmoke ', 'detect(?!ives?\\b)\\w*'),
  'remov\\w*': notAfter('\\bsmoke ', 'remov\\w*(?! (?:the |her |his |their )?(?:clothes|clothing|bikini|dress|shirt|top|bra|underwear|swimsuit))'),
  'i (?:think|suspect|fear|believe|worry)': "i (?:think|suspect|fear|believe|worry)(?: that)? (?:my|our|i|i'm|i've|we|someone|somebody|it|this)\\b(?! will)",
  'escalat\\w*': notAfter('\\bmake (?:them|it|the \\w+) ', 'escalat\\w*'),
  'how did': 'how did(?! (?:u|you|ya)\\b)',
};
export const DEFENSIVE_CORE = [
  ...narrowDefensive({
    ...NARROWED,
    // Replaced below by narrower forms.
    'protect\\w*': null,
    'defen[cs]\\w*': null,
    'hunt\\w*': null,
    'block(?:s|ed|ing|list)?(?! me\\b)': null,
    'checklists? (?:for|on|of)': null,
    '(?:call|go to|contact|tell|involve|report (?:it |this )?to) (?:the )?(?:police|cops|law enforcement|fbi|authorities)': null,
  }),
  'block(?:s|ed|ing|list)?(?! me\\b)(?! (?:the |all |any |his |her |their )?(?:exits?|doors?|escape|exit routes?|stairs|stairwells?|road|driveway|way out))',
  '(?:threat|bug) hunt\\w*',
  'hunt\\w* (?:for|quer\\w*|rules?)',
  '(?<!-)defen[cs]\\w*',
  '(?<!\\bclose )protect\\w*',
  'checklists? (?:for|on|of)(?! (?:after|cleaning|disposing|getting rid))',
  '(?:call|go to|contact|tell|involve|report (?:it |this )?to) (?:the )?(?:police|cops|law enforcement|fbi|authorities)',
];

// People the shared lists do not name: work relations, the powerless, public figures.
const MORE_RELATIONS = [
  'supervisor',
  'foreman',
  'employer',
  'employee',
  'business partner',
  'partner',
  'cellmate',
  'inmate',
  'stepkid',
  'caretaker',
  'carer',
  'relative',
  'tenant',
  'ex-?business partner',
  'snitch(?:es)?',
  'informants?',
  'rat',
  'doctor',
  'nurse',
  'coach',
  'pastor',
  'priest',
  'client',
  'customer',
  'patient',
  'student',
  'pupil',
  "wife's (?:lover|boyfriend)",
  "husband's (?:lover|girlfriend)",
];
const DESCRIBED = '(?:new |old |former |current |annoying |abusive |elderly |aging |ageing |sick |disabled |\\w+-year-old |ex-?)?';
export const TARGETS = [
  ...CLOSE_PEOPLE,
  ...OTHER_PEOPLE,
  ...PERSON_PRONOUNS,
  `(?:my|our|his|her|their|your|a|an|the) ${DESCRIBED}(?:${MORE_RELATIONS.join('|')})(?:'s|s'|s)?`,
  '(?:my|our|his|her|their) (?:sister|brother|mother|father|son|daughter)[- ]in[- ]law',
  `(?:my|our|his|her|their|a|an|the) ${DESCRIBED}(?:ex|wife|husband|girlfriend|boyfriend|relative|parent|mother|father|uncle|aunt)(?:'s)? (?:new )?(?:boyfriend|girlfriend|husband|wife|partner|lover)`,
  '(?:a|the|this|that) (?:city )?(?:councilm[ae]n|councilwom[ae]n|alderm[ae]n|judge|prosecutor|witness|juror|journalist|reporter|senator|mayor|governor|activist|priest|imam|rabbi|cop|officer|guard)',
  'a (?:witness|juror|diabetic|pedestrian|cyclist|jogger|runner|homeless (?:man|woman|person|guy)|old (?:man|woman|lady)|neighbou?r|kid|child|toddler|baby)',
  // Someone's family, named by whose they are: "a businessman's daughter", "the mayor's son".
  "(?:a|the|some|this|that) (?:[\\w-]+ ){0,2}?[\\w-]+'s (?:daughter|son|kids?|child|children|wife|husband|girlfriend|boyfriend|mother|father|mum|mom|dad|family|baby|grandchild|grandkids?)",
];
// Pets and strays: the animals whose harm is a crime.
export const ANIMALS = ["(?:\\w+'s |the |a |my |those |these )?(?:stray |neighbou?rs? )?(?:dog|cat|pet|horse|puppy|kitten|parrot|rabbit|hamster|stray)s?"];

/** Euphemisms for killing or maiming that carry their object: "make sure he never walks again", "unalive my landlord". */
export const EUPHEMISMS = [
  'unaliv\\w*',
  'un-alive',
  'delet(?:e|ing) (?:him|her|them|my \\w+) (?:irl|for real|permanently)',
  "make sure (?:he|she|they|\\w+) (?:never|can(?:'t|not)|won't) (?:walks?|talks?|sees?(?! (?:my|me|our|us|where|what|who)\\b)|wakes? up|breathes?|gets? up) (?:again|ever)?",
  "(?:never|won't|doesn't|don't|didn't) (?:walks?|talks?|wakes? up|breathe) again",
  'six feet under',
  'sleep with the fishes',
  "put (?:[\\w'-]+ ){1,4}in(?:to)? (?:the )?(?:hospital|icu|intensive care|a coma|a wheelchair|the ground|an early grave)",
  'before (?:he|she|they) (?:can|could) (?:fight back|react|scream|call)',
  "make (?:him|her|them|a body|the body|bodies|someone|somebody|a person|people|ppl|my (?:ex|wife|husband|boss|[\\w-]+-in-law|step\\w+)|\\w+'s (?:wife|husband|boyfriend|girlfriend|body)) (?:vanish|disappear)",
  'snuff (?:him|her|them|\\w+) out',
  "make (?:my |his |her |the )?(?:[\\w'-]+ ){0,2}(?:seriously |very |really |violently |deathly |gravely )(?:ill|sick)(?! of)",
  'knock (?:him|her|them|someone|somebody|a \\w+) (?:out|unconscious)',
  'hit (?:someone|somebody|a (?:pedestrian|cyclist|kid|man|woman|guy|person)) with (?:my|the|a) (?:car|truck|van)',
  "lur(?:e|ing) (?:[\\w'-]+ ){0,3}into (?:my|a|the) (?:van|car|truck|house|basement|home|woods)",
  "(?:shatter|break|smash|snap|crush|cut off)\\w* (?:his|her|their|someone's|somebody's|[\\w-]+'s) (?:kneecaps?|knees?|legs?|arms?|jaw|ribs?|skull|fingers?|hands?|neck|nose|spine)",
  'against (?:his|her|their) will',
  'hold (?:him|her|them|people|someone|a child|kids) (?:captive|hostage|prisoner)',
  '(?:tie|tying) (?:him|her|them) up',
  'duct tape (?:his|her|their) mouth',
  '(?:scare|intimidate|threaten|silence|hurt)\\w* (?:a|the|this) (?:witness|juror)',
  // Stopping a heart, or hurting badly enough that the person ends up in hospital.
  '(?:so|until|till|enough that|enough so) (?:he|she|they|\\w+) (?:ends?|winds?|wound) up (?:in|on) (?:the )?(?:hospital|icu|intensive care|a wheelchair|a coma|the morgue|the ground|life support)',
  'want (?:him|her|them|my [\\w-]+) (?:in|into) (?:the )?(?:hospital|icu|a wheelchair|a coma|the morgue|the ground|an early grave)',
  "(?:won't|doesn't|can't|never|not) testify",
  '(?:from|stop\\w*) testifying',
];

/** Stopping a heart, said with a way to hide it ("stop an old man's heart in his sleep and not be picked up"). */
export const STOP_HEART = ["stop (?:his|her|their|(?:an? |the |my )?(?:[\\w'-]+ ){0,2}?[\\w-]+'s) heart"];

/** Staging a death or an injury as something else: "arrange an accident", "make it look like he slipped", "die in a way that looks natural". */
export const STAGING = [
  '(?:in a way that|so (?:that )?it|which) (?:looks?|seems?|appears?) (?:natural|accidental|like (?:an? )?(?:accident|natural causes|suicide|heart attack|overdose))',
  '(?:arrange|stage|engineer|fake|cause)(?:s|ing)? (?:an? |the )?(?:little |fatal |tragic |convenient )?(?:accident|fall|overdose|suicide)(?! (?:reports?|claims?|insurance|investigations?))',
  "(?:make|stage|arrange)(?:s|ing)? (?:[\\w'-]+ ){0,4}(?:look|seem|appear) (?:[\\w'-]+ ){0,2}(?:natural|accidental|like (?:an? )?(?:[\\w-]+ )?(?:accident|suicide|natural causes|heart attack|overdose|fall|slip|robbery|mugging)|like (?:he|she|they) (?:just |simply |accidentally )?(?:slipped|fell|tripped|drowned|overdosed|killed|died|passed away|had an?))",
];

/** Escaping the law or leaving no trace, beyond the shared list. */
export const MORE_EVASION = [
  'no (?:witnesses|evidence|trace|traces|bruis\\w*|marks|cameras?|cctv)',
  'leaves? no (?:\\w+ )?(?:evidence|trace|traces|bruis\\w*|marks)',
  "(?:not|never|don't|doesn't|won't) get (?:caught|arrested|charged|traced)",
  "(?:doesn't|don't|won't|never|can't) (?:come|get|trace) back (?:on|to) (?:me|him|her|us|them)",
  "(?:standard |routine |an |the )?autops(?:y|ies) (?:would|will|won't|wouldn't|can't|couldn't|might) (?:miss|not)",
  'to the coroner',
  "(?:not|never|won't|wouldn't|doesn't|don't|can't|cannot|couldn't|without) (?:being |be )?(?:picked up|show(?:ing)? up|detected|found|flagged|spotted|noticed) (?:at|in|on|by|during) (?:a |an |the )?(?:post-?mortem|autopsy|tox(?:icology)? (?:screens?|reports?|tests?)|coroner|medical examiner|pathologist)",
  "so (?:the )?(?:forensics?|forensic (?:teams?|experts?|labs?)|investigators?|detectives?|crash investigators?|pathologists?|crime scene (?:techs?|teams?)|csi) (?:can't|cannot|won't|never|doesn't|don't|couldn't|wouldn't)",
  'so (?:i|we) can (?:avoid|beat|fool|get around|dodge|evade) (?:it|them|that|those|detection)',
  '(?:before|without) (?:you|he|she|they|anyone|someone|him|her|them) (?:can )?(?:tast(?:e|es|ing)|notic(?:e|es|ing)|smell(?:s|ing)?) (?:it|anything)',
  '(?:mask|hide|cover|disguise)\\w* (?:up )?(?:the )?(?:taste|flavou?r|smell)',
  '(?:fool|beat|trick) the (?:coroner|autopsy|medical examiner|tox screen)',
  "luminol (?:won't|can't|doesn't|wouldn't)",
  'without (?:any )?witnesses',
  'get away with it',
  '(?:hardest|hard|harder|impossible|difficult) to (?:detect|trace|find|spot)',
  'until (?:he|she|they) talks?',
];

/** Planning an attack on a person: when, where, with what, and the way out. */
export const ATTACK_PLANNING = [
  'escape routes?',
  'shooter positions?',
  'sniper (?:positions?|nests?|spots?)',
  'firing positions?',
  'getaway',
  'alibi',
  'where (?:along|on) (?:that|the|his|her|their) route',
  'where should i (?:wait|stand|hide)',
  'what should i bring',
  'lives alone',
  'walks (?:home|alone)',
  'every (?:morning|night|evening|weekday|day) at',
  'at \\d{1,2} ?(?:am|pm)',
  'no camera',
  'from surveillance to disposal',
  'the job',
  'my (?:first )?contract',
  '(?:caliber|calibre|scope|rifle|round|ammo) (?:do i need|for|to)',
  'hit a (?:guy|man|woman|person|target) at \\d+',
  'through (?:a|the|his|her) (?:kitchen |bedroom |car )?window',
  'block the exits',
  "(?:what time|when|which (?:hour|day)) (?:[\\w'-]+ ){0,4}(?:most (?:people|packed|crowded)|busiest|most kids|most students)",
  "which (?:door|entrance|gate) (?:[\\w'-]+ ){0,4}(?:enter|no bollards|unguarded|no security|least security)",
  'real techniques',
  'actual method',
  'for real',
];

/** Sabotaging a vehicle so that it crashes: "tamper with the brake system", "loosen the wheel nuts". */
export const VEHICLE_SABOTAGE = [
  "(?:tamper\\w*|mess\\w*|sabotag\\w*|cut\\w*|loosen\\w*|disabl\\w*|drain\\w*|rig\\w*|interfer\\w*) (?:with |up )?(?:[\\w'-]+ ){0,3}(?:brakes?|brake (?:lines?|system|fluid|hoses?|pads?|cables?)|steering(?: column)?|airbags?|wheel nuts|lug nuts|throttle|accelerator|fuel lines?|gas lines?)",
];
/** What the sabotage is for: the crash, at speed, and the person whose car it is. */
export const CRASH = [
  "(?:fails?|give(?:s)? out|lock(?:s)? up|blows?|go(?:es)?) (?:[\\w'-]+ ){0,2}(?:at (?:high |motorway |highway |freeway |full |top )?speed|on the (?:motorway|highway|freeway))",
  "(?:so|until|and) (?:that )?(?:he|she|they|it|the (?:car|truck|van|driver)) (?:(?!(?:doesn't|don't|won't|never|not|can't|cannot|wouldn't)\\b)[\\w'-]+ ){0,2}?(?:crash(?:es|ed)?|wrecks?|goes off the road|loses control|can't stop)",
];

/** A trap on one's property meant to hurt whoever comes: "booby-trap the gate", "rig my driveway so he gets hurt". */
const HURT_OUTCOME =
  "(?:gets?|got|getting|ends? up|is|will be|would be|be) (?:[\\w'-]+ )?(?:injured|hurt|maimed|killed|electrocuted|burned|burnt|crippled|paralysed|paralyzed|impaled|shocked)";
export const TRAP = [
  'booby[- ]?trap\\w*',
  `rig\\w* (?:up )?(?:my|the|our|a|his|her) (?:[\\w'-]+ ){0,2}(?:driveway|door|doorway|gate|fence|yard|garden|porch|steps|stairs|mailbox|letterbox|car|shed|property|garage|window|path|doorknob|handle) (?:[\\w'-]+ ){0,2}?(?:so|to|that) (?:(?!when\\b|if\\b|unless\\b|nobody\\b|no\\b|not\\b|never\\b)[\\w'-]+ ){0,8}?${HURT_OUTCOME}`,
];
/** Someone hurt as the outcome: "so he gets seriously injured", "whoever opens it is hurt". */
export const INJURED = [`${HURT_OUTCOME}(?<!\\b(?:nobody|no one|no-one|not|never|doesn't|don't|won't|nothing|noone)\\s(?:[\\w'-]+\\s)?${HURT_OUTCOME})`];

/** Getting a gun around the law: "a handgun with no background check", "a pistol without a paper trail". */
export const GUN_AROUND_CHECKS = [
  "(?:guns?|handguns?|firearms?|pistols?|rifles?|shotguns?|ar-?15s?|glocks?) (?:[\\w'-]+ ){0,6}?(?:with no|without|no|skip\\w*(?: the)?|avoid\\w*(?: the)?|around(?: the)?|dodg\\w*(?: the)?) (?:a |any |the )?(?:background checks?|paper trail|serial(?: numbers?)?|registration)",
];
/** A weapon taken past security: "a ceramic knife past the metal detectors". */
export const WEAPON_PAST_SECURITY = [
  "(?:get|sneak|smuggl|carry|bring|tak|slip|hid)\\w* (?:a |an |the |my |this )?(?:[\\w'-]+ ){0,2}(?:knife|knives|blades?|guns?|pistols?|handguns?|firearms?|weapons?|box ?cutters?) (?:past|through|into|by|around|in(?:to)?) (?:the |a )?(?:[\\w'-]+ ){0,2}(?:metal detectors?|security|screening|scanners?|checkpoints?|bag checks?|courthouse|courtroom|court)",
];

/** Weapons, for "a gun I can use on my supervisor". */
export const WEAPONS = [
  'guns?',
  'pistols?',
  'rifles?',
  'shotguns?',
  'knife',
  'knives',
  'blades?',
  'machetes?',
  'crossbows?',
  'shivs?',
  'bats?',
  'hammers?',
  'tasers?',
  'stun guns?',
  'zip guns?',
  'pipe guns?',
  'shotgun shells?',
  'ammo',
  'bullets?',
  'weapons?',
  'brass knuckles',
  'garrote',
  'acid',
];
/** Using a weapon on someone: "use on my supervisor", "pull it on him". */
export const USE_ON = ["(?:use|try|test|pull|point|aim)\\w* (?:[\\w'-]+ ){0,2}(?:on|at) (?:my|his|her|their|a|an|the|this|that|him|her|them|someone|somebody)"];

/** After the act: the body, blood, the phone and extradition. */
export const ANTI_FORENSICS = [
  'after (?:a|the) (?:homicide|murder|killing|stabbing|shooting)',
  'clean\\w* (?:up )?(?:the )?blood',
  'luminol',
  'blood ?stains?',
  '(?:build|fake|make|create)\\w* (?:an? |my )?alibi',
  "(?:countries|country) (?:that )?(?:don't|do not|won't|doesn't) extradite",
  'dump (?:the|my|his|her) phone',
  'bod(?:y|ies) (?:vanish|disappear)',
  'what to do (?:about|with) (?:the )?teeth',
  'dental records',
  'dispos\\w* of (?:a|the) (?:corpse|body|remains)',
  '(?:dissolve|bury|dump|hide|burn)\\w* (?:a|the) (?:corpse|body|remains)',
  'corpse',
];

/** Poisoning by stirring something into a meal or drink. */
export const SPIKING = [
  "(?:stir|drop|sprinkle|pour|lace|dose|spike|put|slip|mix|add|sneak|crush)\\w* (?:[\\w'-]+ ){0,4}in(?:to)? (?:my|his|her|their|the|a) (?:[\\w'-]+ ){0,2}?(?:coffee|tea|food|drinks?|lunch|dinner|meals?|meal-preps?|containers?|lunchbox|smoothies?|shakes?|juice|wine|beer|bottles?|cereal|soup|water)",
  'household (?:substances|chemicals|products) (?:that|to|which) (?:would |could )?(?:make|kill|poison)',
  'rough amounts',
  "how much (?:[\\w'-]+ ){0,3}(?:to kill|would kill|is lethal|to make (?:him|her|them|someone) (?:sick|ill))",
];

/** Violence against a crowd at a named place or event. */
export const CROWD_ATTACK = [
  "(?:drive|driving|steer|plow|plough|ram|crash)\\w* (?:[\\w'-]+ ){0,4}into (?:the |a )?(?:crowd|people|pedestrians|parade|protesters|marchers|market|festival|fest|concert|queue|line)",
  "attack\\w* (?:[\\w'-]+ ){0,3}(?:former |old |ex-?)?(?:co-?workers|colleagues|classmates|students|teachers|congregation|worshippers|shoppers)",
  'shoot\\w* (?:up )?(?:the|my|a|his|her) (?:school|office|workplace|church|mosque|synagogue|temple|class|party)',
  'attack (?:on|at) (?:a |the |my |our )?(?:synagogue|mosque|church|temple|school|subway|train|stadium|concert|festival|parade|market|mall|rally|office|clinic|pride)',
  "attack\\w* (?:the |a |an |our |their |this |that )?(?:[\\w'-]+ ){0,2}(?:parade|march|rally|festival|concert|crowd|market|vigil|congregation|synagogue|mosque|church|temple|school|stadium)(?: route)?",
  // A vehicle brought to the crowd: "lets a van reach the biggest crowd", "a truck to hit the shoppers".
  "(?:vans?|trucks?|cars?|lorr(?:y|ies)|vehicles?|suvs?)(?<!\\b(?:fire|emergency|police|rescue|delivery|ambulance|service) (?:vans?|trucks?|cars?|lorr(?:y|ies)|vehicles?|suvs?)) (?:[\\w'-]+ ){0,3}?(?:reach|hit|mow|plough|plow|smash into|crash into|get into)\\w* (?:[\\w'-]+ ){0,3}?(?:crowds?|pedestrians|shoppers|marchers|protesters|worshippers|spectators|festival-?goers)",
  '(?:for|cause|causing|with|inflict\\w*) (?:maximum|max|mass|the most|heavy|as many) (?:casualties|deaths|dead|fatalities|carnage|bodies)',
];

/** Who the speaker means to do it: "I'm going to", "im gonna", "I'll". */
export const INTENT = [
  "i'?m (?:going|gonna|about|planning|fixing|trying) to",
  'im gonna',
  "i(?:'ll| will| shall) (?!be\\b)",
  'i wanna',
  'looking to',
  'i have to',
  'i need to',
  '(?:he|she) needs to',
];
