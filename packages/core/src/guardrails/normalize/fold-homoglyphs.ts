// Cyrillic and Greek letters that render like Latin ones (Unicode's confusables, the letters that
// are used in practice to slip a word past a filter: "rаnsomwаre" with Cyrillic а).
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  ɡ: 'g',
  ᴦ: 'r',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  γ: 'y',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};
const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');
const LATIN = /[A-Za-z]/;
// A Cyrillic or Greek letter with no Latin twin: the text is written in that script.
const OWN_SCRIPT = /(?![авеёкмнорстухѕіїјԁԛԝһӏАВЕКМНОРСТУХЅІЈαβεηικνορτυχωγΑΒΕΖΗΙΚΜΝΟΡΤΥΧ])[\u0370-\u03ff\u0400-\u052f]/u;

/**
 * Latin look-alikes made Latin inside words that also hold a Latin letter ("rаnsomwаre"), and in
 * words made only of look-alikes when the text has no real Cyrillic or Greek in it. Text written
 * in those scripts holds letters with no Latin twin (д, ж, λ), and its words are left as written.
 */
export function foldHomoglyphs(text: string): string {
  if (!/[\u0370-\u03ff\u0400-\u052f\u0261\u1d26]/.test(text)) return text;
  const ownScript = OWN_SCRIPT.test(text);
  return text.replace(/[\p{L}\p{M}]+/gu, (word) => {
    const folded = word.replace(CONFUSABLE, (c) => CONFUSABLES[c] ?? c);
    if (folded === word) return word;
    return LATIN.test(word) || (!ownScript && /^[A-Za-z]+$/.test(folded)) ? folded : word;
  });
}
