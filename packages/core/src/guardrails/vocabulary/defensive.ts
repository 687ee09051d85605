// The defender's reading of a sentence: words that make it a request to understand, find,
// stop or recover from a harm. A stated purpose ("for research", "I am a pentester") is not
// among them: it never excuses a request whose plain content is harm to others.
import { narrowTerms } from './narrow-terms.js';

/** Defensive actions common to every category. */
export const DEFENSIVE_ACTIONS = [
  'detect(?!ives?\\b)\\w*', 'detection', 'prevent\\w*', 'protect\\w*', 'defen[cs]\\w*', 'defend\\w*', 'mitigat\\w*', 'harden\\w*', 'remov\\w*',
  'investigat\\w*', 'analy[sz]\\w*', 'triag\\w*', 'forensic\\w*', 'hunt\\w*', 'monitor\\w* (?:for|our|my own)', 'respond\\w* to', 'incident response',
  'guidance', '(?:incident|response|ir|defensive|security|soc) (?:playbooks?|runbooks?)', 'tabletop', 'what (?:to|should (?:we|i)) do (?:if|when|after)', 'if (?:we|i) (?:receive|get|are hit|were hit)', 'i (?:think|suspect|fear|believe|worry)',
  'recogni[sz]\\w*', 'identify\\w*', 'spot(?:ting)?', 'warn\\w*', 'warning signs?', 'red flags?', 'report(?:s|ed|ing)? (?:it|this|them|to)', 'takedowns?', 'take (?:it|them) down',
  'block(?:s|ed|ing|list)?(?! me\\b)', 'filter\\w*', 'classif\\w*', 'moderat\\w*', 'yara', 'sigma', 'snort', 'suricata', 'iocs?', 'indicators?',
  'awareness', 'train(?:ing)? (?:our|my|the) (?:staff|employees|team|users)', 'educat\\w*', 'victims? (?:support|services)', 'support (?:the |a )?victims?', 'survivors?',
  'am i being', 'is (?:my|our) \\w+ (?:being|infected|compromised)', 'was i', 'were we',
  // Someone it is being done to, asking for help.
  'what (?:can|should|do) (?:i|we|she|he|they) do', 'how (?:do|can|should) (?:i|we) (?:check|find out|stop|protect|tell|know|escalate|handle|respond|validate|verify)',
  'is (?:this|it|that) (?:a crime|illegal|legal|lawful)', 'should (?:i|we|he|she|they) (?:pay|report|call|tell|go)', 'warning signs', '(?:how do i )?find out if', 'check (?:for|the room|the car|my|our|their)',
  'lock (?:it|them|this)? ?down', 'taken down', 'am i safe', '(?:call|go to|contact|tell|involve|report (?:it |this )?to) (?:the )?(?:police|cops|law enforcement|fbi|authorities)',
  'law enforcement', "(?:fbi|ic3|police|ftc|cert|ncsc|regulator'?s?|insurer'?s?|action fraud) (?:[\\w'-]+ ){0,2}(?:complaints?|reports?|notifications?|filings?|claims?)", 'threat assessments?', 'escalat\\w*', 'rebuttals?', 'fact-?check\\w*', 'controls (?:do|that|to)', 'notable cases', 'how did', 'justif(?:y|ied)', 'indicators? of',
  'check(?:ing|s)? (?:[\\w\'-]+ ){0,3}for (?:signs|stalkerware|spyware|malware|trackers?|bugs|hidden|cameras?|tampering)', 'checklists? (?:for|on|of)',
  'cues', '(?:should|to|must) (?:listen|look|watch) (?:out )?for', 'training (?:materials?|decks?|modules?|sessions?)',
  'dv advocates?', 'domestic violence (?:shelter|advocate|support)', 'legal basis', 'under (?:gdpr|the law)',
];

/** The shared defensive actions as one rule reads them (narrowTerms). */
export function narrowDefensive(narrowed: Readonly<Record<string, string | null>>): string[] {
  return narrowTerms(DEFENSIVE_ACTIONS, narrowed);
}
