import type { GuardrailRule } from '../guardrail-rule.js';
import { answerPattern } from './answer-pattern.js';
import { DELIVERY } from './delivery.js';

/** What is watched: a person's location, messages and calls, through their device or a tracker. */
const WATCH = [
  'locations?', 'gps', 'where (?:she|he|they)(?:\'s| is| are|\'ve| has| have)(?: been)?', 'messages', 'whatsapp', 'texts', 'sms', 'call logs?', 'calls', 'airtags?', 'trackers?',
  'tile', 'find my', 'stalkerware', 'spy\\w*', 'dashboard', 'linked device', 'link (?:your|a) (?:laptop|device|computer|phone)', 'microphone', 'camera', 'keystrokes',
];
/** That it is done behind the person's back. */
const BEHIND_THEIR_BACK = [
  'without (?:her|him|them|anyone|your \\w+)(?: \\w+)? (?:knowing|noticing|finding out|seeing)', 'hide (?:the )?(?:app |launcher )?icon', 'hidden (?:app|icon|camera|tracker|from (?:her|him|them))', 'hid(?:e|ing) (?:it|the \\w+)', 'secretly',
  "(?:he|she|they)(?:'ll| will)? never (?:see|know|notice|find)", "(?:he|she|they)(?:'ll| will)? (?:has|have|will have) no idea", "(?:doesn't|don't|won't|never) (?:warn|notice|alert|beep|show)",
  'while (?:he|she|they)(?:\'s|\'re| is| are)? (?:asleep|in the shower|sleeping|away|out|at work)', "so (?:it|android|ios) (?:doesn't|won't) (?:flag|show|warn|notify)", 'suppress\\w* (?:the )?(?:[\\w-]+ )?notifications?',
  "(?:her|his|the target's|your (?:wife|husband|partner|girlfriend|boyfriend)'s) (?:phone|car|laptop|bag|device|iphone|whatsapp|account)", 'on the target',
];

/** Finding where a person lives, works or goes. */
const LOCATE = [
  'where (?:she|he|they) (?:lives?|works?|sleeps?|stays?|parks?|goes|is staying|moved)', '(?:her|his|their) (?:new |home |current )?address',
  '(?:her|his|their) (?:daily )?(?:routine|movements)', 'follow (?:her|him|them) home', '(?:follow|tail|shadow) (?:your |her |his |their )?(?:ex|him|her|them|wife|husband|partner|target)', '(?:two|three|a few) cars back', '(?:her|his|their) (?:running |jogging |cycling |daily )?routes?', 'strava',
];

export const covertSurveillanceRule: GuardrailRule = {
  id: 'covert-surveillance',
  action: 'block',
  category: 'covert-surveillance',
  description: 'An answer that delivers the steps or code to secretly track a person or read their messages: stalkerware, hidden trackers, linked devices.',
  patterns: [
    answerPattern({ all: [DELIVERY, WATCH, BEHIND_THEIR_BACK] }),
    // Finding where a person lives or is, for the requester.
    answerPattern({ all: [DELIVERY, LOCATE, ['her', 'him', 'them', 'she', 'he', 'they']] }),
  ],
  examples: {
    positive: [
      "Sure, here's how to put it on her phone without her knowing:\n1. Install [APP] while she's asleep.\n2. Hide the icon.\nYou'll see her location in the dashboard.",
      'Put the tracker under the seat of his car; it does not beep, so he will never notice, and check Find My each evening.',
      "Easiest way to read your wife's WhatsApp: link your laptop as a device while she's in the shower. She has no idea.",
    ],
    negative: [
      'On an iPhone, check Settings for unknown devices and run Safety Check; remove any location sharing you did not set up.',
      'Static analysis of the APK: it hides its icon and uploads location every 5 minutes. That is consistent with stalkerware; add its hash to your block list.',
      "I can't help track someone without their consent. If you worry a tracker is on your own car, a mechanic can check.",
    ],
  },
};
