// A victim or a defender telling what someone else did, then asking what to do about it: "my ex
// is tracking my phone ... how do I check?", "someone posted my address", "our CEO received:
// 'pay or we publish'". Who acts on whom is the signal: another person acting, or the speaker
// (me, us) as the one acted on, marks a harm described, not a harm asked for.
import { DEFENSIVE_ACTIONS } from './defensive.js';

const SOMEONE_ELSE = [
  'he', 'she', 'they', 'some(?:one|body)(?: else)?', 'people', 'a (?:\'?[\\w-]+\'? ){0,2}?(?:guy|man|woman|girl|boy|user|account|person|stranger|number|sender)',
  '(?:my|our|her|his|their|an?|the|this|that) (?:[\\w\'-]+ ){0,2}?[\\w\'-]+', '(?:scammers?|hackers?|attackers?|criminals?|trolls?|the gang|a gang|a group)',
];
const LINK = '(?:(?:is|was|are|were|be|being|has|have|had|been|keeps?|kept|just|already|now|also|apparently|actually|probably|might|may|could|must|seems to|started|recently|still|even|secretly|somehow|constantly|always|then|once|allegedly|repeatedly|regularly)\\s+){0,3}';
const DID = [
  'install\\w*', 'put', 'putting', 'hid', 'hidden', 'hiding', 'plant\\w*', 'track\\w*', 'follow(?:ed|ing|s)', 'watch(?:ed|ing|es)', 'monitor\\w*', 'reading', 'reads', 'quot(?:ed|ing|es)',
  'post(?:ed|ing|s)', 'leak(?:ed|ing|s)', 'shar(?:ed|ing|es)', 'threat\\w*', 'demand\\w*', 'blackmail\\w*', 'extort\\w*', 'hack(?:ed|ing|s)', 'stole', 'steal(?:ing|s)', 'sent', 'send(?:ing|s)',
  'spread(?:ing|s)?', 'hit(?:ting|s)?', 'beat(?:ing|s)?', 'hurt(?:ing|s)?', 'attack(?:ed|ing|s)', 'stalk(?:ed|ing|s)', 'harass(?:ed|ing|es)', 'poison(?:ed|ing|s)', 'drugg(?:ed|ing)',
  'us(?:ed|ing|es)', 'got', 'gets', 'getting', 'told', 'tells', 'said', 'says', 'wrote', 'writes', 'text(?:ed|ing|s)', 'messag(?:ed|ing|es)', 'receiv(?:ed|es|ing)', 'accessed',
  'logg(?:ed|ing) into', 'call(?:ed|ing|s)', 'e-?mail(?:ed|ing|s)', 'impersonat\\w*', 'pretend(?:ed|ing|s)', 'ask(?:ed|ing|s)', 'offer(?:ed|ing|s)', 'recruit(?:ed|ing|s)', 'groom(?:ed|ing|s)',
  'touch(?:ed|ing|es)', 'film(?:ed|ing|s)', 'record(?:ed|ing|s)', 'took', 'tak(?:es|ing)', 'made', 'mak(?:es|ing)', 'creat(?:ed|es|ing)', 'knows', 'shows? up', 'showed up', 'turned up',
  'scamm(?:ed|ing)', 'conn(?:ed|ing)', 'register(?:ed|s)', 'host(?:ed|s)', 'clon(?:ed|es)', 'copied', 'spoof(?:ed|s)', 'trick(?:ed|ing|s)', 'swatt?(?:ed|ing)', 'dox(?:x)?(?:ed|ing)', 'found (?:out )?where', 'figured out where',
];
// The speaker as the one acted on, or in the hands of another.
const DONE_TO_ME = [
  '(?:i|i\'m|i am|we|we\'re|we are|my \\w+|our \\w+|he|she|they)(?: \\w+)? (?:am|is|are|was|were|have been|has been|had been|keep getting|keeps getting|got|get|being)(?: being)? (?:tracked|followed|watched|monitored|stalked|threatened|blackmailed|extorted|harassed|hacked|scammed|targeted|sent|doxx?ed|attacked|assaulted|drugged|groomed|poisoned|abused|hit|bullied|defrauded|conned|tricked|robbed|spied on|swatted|impersonated|catfished|sextorted)',
  '(?:i|we|my \\w+|our \\w+)(?: \\w+)? (?:just |recently )?(?:got|received|have|found|noticed|saw|keep getting) (?:a |an |this |these |some |the )?(?:[\\w\'-]+ ){0,2}(?:messages?|texts?|e-?mails?|calls?|letters?|notes?|threats?|dms?|demands?|notices?|trackers?|apps?|cameras?)',
  '(?:photos?|pics?|pictures?|images?|videos?|nudes|address|details|info) of (?:me|us|mine|my \\w+)', '(?:against|on|at|about) (?:me|us)\\b',
];

/** A harm told as done by someone else, or to the speaker. */
export const DESCRIBED_HARM = [`(?:${SOMEONE_ELSE.join('|')}) ${LINK}(?:${DID.join('|')})`, ...DONE_TO_ME];

/** What a victim or defender asks after telling it: check, stop, report, what now. */
export const HELP_SEEKING = [
  ...DEFENSIVE_ACTIONS, 'should (?:i|we|he|she|they) (?:pay|report|call|tell|go|engage|contact|respond|reply|ignore|block|change)', '(?:go|went|going) to (?:the )?(?:police|cops)',
  'what (?:can|should|do|could) (?:i|we|he|she|they|my \\w+|our \\w+) do', 'what are (?:the |my |our )?(?:immediate |next |first |practical )?(?:steps|options|rights)', 'is (?:this|it|that) (?:a crime|illegal|legal|normal|safe)',
  'help me (?:work out|figure out|understand|check|find out)', 'lock (?:it|them|this|everything) down', 'stopncii', 'advocates?', 'hotlines?',
  'how (?:do|can|should|could) (?:i|we) (?:check|know|tell|stop|protect|validate|verify|find out|prove|document|report|respond|get (?:it|them|this) (?:removed|taken down)|secure|confirm)',
  'reporting process', 'document (?:it|this|them|everything)', 'is (?:this|it|that) (?:a |an )?(?:scam|phish\\w*|real|legit\\w*|genuine)', 'who (?:do|should) (?:we|i) (?:notify|tell|call|report)',
  'how seriously (?:should|do) (?:we|i)', '(?:for|to) (?:the )?police', "what's the right way", 'who should (?:be|we|i)', 'safety plan\\w*', 'checklists?',
];
