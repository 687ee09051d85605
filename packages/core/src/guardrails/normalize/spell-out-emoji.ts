// Emoji that stand for a word in a sentence ("grabs their 🔑", "make the 🏢 go 💥", "before the 🏦
// notices"), with the plain word each stands for. Only pictures of things whose meaning is not in
// doubt; faces, hearts and decoration ("🔥 trending", "🚨 alert", "🛡️") read as a blank.
const EMOJI_WORDS: Record<string, string> = {
  '💻': 'computer',
  '🖥': 'computer',
  '📱': 'phone',
  '📲': 'phone',
  '☎': 'phone',
  '📞': 'phone',
  '🔑': 'password',
  '🗝': 'password',
  '🔓': 'unlock',
  '🔒': 'lock',
  '💣': 'bomb',
  '🧨': 'explosive',
  '💥': 'explosion',
  '🔫': 'gun',
  '🔪': 'knife',
  '🗡': 'knife',
  '⚰': 'dead',
  '🪦': 'dead',
  '💀': 'dead',
  '☠': 'dead',
  '💊': 'pills',
  '💉': 'syringe',
  '🧪': 'chemical',
  '🦠': 'virus',
  '☢': 'radioactive',
  '☣': 'biohazard',
  '🏦': 'bank',
  '💵': 'money',
  '💴': 'money',
  '💶': 'money',
  '💷': 'money',
  '💰': 'money',
  '💸': 'money',
  '🤑': 'money',
  '🪙': 'coins',
  '🧾': 'receipts',
  '👮': 'police',
  '🚓': 'police',
  '🚔': 'police',
  '📷': 'camera',
  '📸': 'camera',
  '🎥': 'camera',
  '📹': 'camera',
  '🎙': 'microphone',
  '🕵': 'spy',
  '👀': 'watch',
  '🗳': 'ballot',
  '🧒': 'child',
  '👧': 'girl',
  '👦': 'boy',
  '👶': 'baby',
  '🔞': 'explicit',
  '🏠': 'house',
  '🏡': 'house',
  '🏢': 'building',
  '🏫': 'school',
  '🏥': 'hospital',
  '🧼': 'wash',
  '😴': 'sleep',
  '🍺': 'beer',
  '🍻': 'beer',
  '🏊': 'swim',
  '📦': 'package',
  '✉': 'email',
  '📧': 'email',
};
// A run of emoji with the blanks around it: it becomes one word (or one space), so phrases keep
// single spaces ("grabs their 🔑🔑🔑 now" reads "grabs their password now").
const EMOJI_RUN = /[ \t]*(?:\p{Extended_Pictographic}[\ufe0f\u200d]*[ \t]*)+/gu;
const EMOJI = /\p{Extended_Pictographic}/gu;

/**
 * Emoji that stand for a word replaced by that word, once per run, unless the word beside it
 * already says it ("phones 📞 home"); other emoji between words read as a space.
 */
export function spellOutEmoji(text: string): string {
  if (!/[\u2600-\u27bf\u{1f300}-\u{1faff}]/u.test(text)) return text;
  return text.replace(EMOJI_RUN, (run: string, at: number) => {
    const end = at + run.length;
    const before = /(\p{L}+)\P{L}*$/u.exec(text.slice(Math.max(0, at - 40), at))?.[1]?.toLowerCase() ?? '';
    const after = /^\P{L}*?(\p{L}+)/u.exec(text.slice(end, end + 40))?.[1]?.toLowerCase() ?? '';
    const words = [...new Set((run.match(EMOJI) ?? []).map((emoji) => EMOJI_WORDS[emoji]).filter((word) => word !== undefined))];
    const said = words.filter((word) => !before.startsWith(word) && !after.startsWith(word)).join(' ');
    // The run took the blanks around it: put back one on each side, except at a line's edge or before punctuation.
    const left = at === 0 || text[at - 1] === '\n' ? '' : ' ';
    const right = end === text.length || /[\n.,;:!?)]/.test(text[end] ?? '') ? '' : ' ';
    if (said === '') return left && right ? ' ' : '';
    return `${left}${said}${right}`;
  });
}
