// Who a harm is aimed at. Each list is regular-expression alternatives, matched on word
// boundaries, case-insensitive, inside one sentence (sentencePattern).

// Words that name a thing when a technical noun follows ("kill the child process").
const NOT_A_THING = '(?!\\s+(?:process(?:es)?|threads?|nodes?|pods?|tasks?|jobs?|elements?|windows?|widgets?|components?|workflows?|records?|rows?|tables?|class(?:es)?|objects?|keys?|ids?|accounts? (?:table|model)|branch(?:es)?|commits?|containers?|services?|sessions?|servers?)\\b)';

const RELATIONS = [
  'ex', 'ex-?(?:wife|husband|girlfriend|boyfriend|partner|gf|bf)', 'wife', 'husband', 'girlfriend', 'boyfriend', 'gf', 'bf',
  'partner', 'spouse', 'fianc[eé]e?', 'roommate', 'room-mate', 'flatmate', 'housemate', 'neighbou?r', 'boss', 'manager',
  'co-?worker', 'colleague', 'classmate', 'teacher', 'professor', 'landlord', 'tenant', 'step-?(?:father|mother|dad|mom|mum|son|daughter|sister|brother)',
  'dad', 'father', 'mom', 'mum', 'mother', 'brother', 'sister', 'son', 'daughter', 'cousin', 'uncle', 'aunt', 'nephew', 'niece',
  'grand(?:ma|pa|mother|father|parents?|son|daughter)', 'gran', 'nan', '(?:brother|sister|mother|father|son|daughter)-in-law', 'in-laws',
  'friend', 'best friend', 'bestie', 'mate', 'crush', 'rival', 'enemy', 'bully', 'teammate', 'intern',
  'family', 'kids?', 'children', 'child', 'baby', 'parents?', 'relatives?', 'family members',
];

/** People in the requester's life: "my ex", "my wife's", "her boyfriend", "our neighbour". */
export const CLOSE_PEOPLE = [
  `(?:my|our|his|her|their|your|a|the) (?:new |old |former |current |annoying |\\w+-year-old )?(?:${RELATIONS.join('|')})(?:'s|s'|s)?${NOT_A_THING}`,
];

/** Anyone else: strangers, chosen people, groups of people, victims, customers of others. */
export const OTHER_PEOPLE = [
  'some(?:one|body)(?:\'s| else\'s| else)?', 'any(?:one|body)(?:\'s)?', 'whoever', 'strangers?(?:\'s)?', 'a (?:random )?person(?:\'s)?',
  'other people(?:\'s)?', 'people(?:\'s)?', 'everyone', 'everybody', 'victims?(?:\'s|\')?', 'targets?(?:\'s)?', 'this (?:guy|woman|man|girl|boy|person|dude|lady|streamer)',
  'a (?:guy|woman|man|girl|boy|lady|dude|streamer|journalist|judge|witness|cop|politician|celebrity|kid|teen|student)',
  '(?:old|elderly|vulnerable|lonely|disabled) (?:people|folks|persons?|men|women|ladies|users|customers|victims)', 'the elderly', 'seniors', 'pensioners', 'retirees', 'widows',
  'women', 'girls', 'men', `kids?${NOT_A_THING}`, 'children', 'suspects?', 'prisoners?', 'detainees?', 'hostages?', 'pedestrians', 'protesters', 'the (?:guys?|men|people|kids?|family|man|woman|lady|girl|boy) (?:who|that|next door|down|from|at|on|in)', 'minors', 'a crowd', 'crowds?', 'crowded', 'passers-?by', 'commuters',
  '(?:a|the|my|our) (?:city )?(?:council member|councillor|mayor|senator|governor|president|ceo|ceos)',
];

/** Organisations that are not the requester's: "a competitor's store", "my ex's shop", "the city council's site". */
export const OTHER_ORGANISATIONS = [
  'competitors?(?:\'s|\')?', 'rivals?(?:\'s|\')?', 'rival (?:company|business|team|clan|shop|store|guild|server)', 'another (?:company|business|firm|organi[sz]ation)(?:\'s)?',
  'other (?:companies|businesses|firms)', 'a (?:company|business|firm|bank|hospital|school|university|clinic|charity|shop|store|startup)(?:\'s)?',
  '(?:the )?city council(?:\'s)?', 'the (?:local )?(?:newspaper|government|police|council|school district|hospital|bank)(?:\'s)?',
  'my (?:former |old |ex-)?(?:employer|school|university|college|company|job|workplace|landlord)(?:\'s)?', '(?:that|which|who) fired me', 'gaming company', 'esports team',
];

/** The person a verb acts on, when the verb is right before it ("poison him", "find her"): never alone in a sentence. */
export const PERSON_PRONOUNS = ['him', 'her', 'them'];
