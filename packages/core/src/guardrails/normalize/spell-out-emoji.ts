// Emoji that stand for a word in a sentence ("grabs their 🔑", "make the 🏢 go 💥", "before the 🏦
// notices"), with the plain word each stands for. Only pictures of things whose meaning is not in
// doubt; faces, hearts and decoration ("🔥 trending", "🚨 alert", "🛡️") are left as they are.
const EMOJI_WORDS: Record<string, string> = {
  '💻': 'computer', '🖥': 'computer', '📱': 'phone', '📲': 'phone', '☎': 'phone', '📞': 'phone',
  '🔑': 'password', '🗝': 'password', '🔓': 'unlock', '🔒': 'lock',
  '💣': 'bomb', '🧨': 'explosive', '💥': 'explosion', '🔫': 'gun', '🔪': 'knife', '🗡': 'knife',
  '⚰': 'dead', '🪦': 'dead', '💀': 'dead', '☠': 'dead',
  '💊': 'pills', '💉': 'syringe', '🧪': 'chemical', '🦠': 'virus', '☢': 'radioactive', '☣': 'biohazard',
  '🏦': 'bank', '💵': 'money', '💴': 'money', '💶': 'money', '💷': 'money', '💰': 'money', '💸': 'money', '🤑': 'money', '🪙': 'coins', '🧾': 'receipts',
  '👮': 'police', '🚓': 'police', '🚔': 'police',
  '📷': 'camera', '📸': 'camera', '🎥': 'camera', '📹': 'camera', '🎙': 'microphone', '🕵': 'spy', '👀': 'watch',
  '🗳': 'ballot', '🧒': 'child', '👧': 'girl', '👦': 'boy', '👶': 'baby', '🔞': 'explicit',
  '🏠': 'house', '🏡': 'house', '🏢': 'building', '🏫': 'school', '🏥': 'hospital',
  '🧼': 'wash', '😴': 'sleep', '🍺': 'beer', '🍻': 'beer', '🏊': 'swim', '📦': 'package', '✉': 'email', '📧': 'email',
};
const EMOJI = new RegExp([...Object.keys(EMOJI_WORDS)].join('|'), 'gu');

/** Emoji that stand for a word replaced by that word, set apart by spaces. */
export function spellOutEmoji(text: string): string {
  if (!/[\u2600-\u27bf\u{1f300}-\u{1faff}]/u.test(text)) return text;
  return text.replace(EMOJI, (emoji) => ` ${EMOJI_WORDS[emoji] ?? emoji} `);
}
