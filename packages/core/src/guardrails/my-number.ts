/**
 * The check digit of a Japanese individual number (My Number), from its first 11 digits:
 * weights 2..7 then 2..6 from the rightmost digit, 11 minus the remainder mod 11, and 0 when
 * the remainder is 0 or 1 (the Ministry ordinance's formula).
 */
export function myNumberCheckDigit(first11: string): number {
  let sum = 0;
  for (let n = 1; n <= 11; n++) {
    const p = first11.charCodeAt(11 - n) - 48;
    const q = n <= 6 ? n + 1 : n - 5;
    sum += p * q;
  }
  const remainder = sum % 11;
  return remainder <= 1 ? 0 : 11 - remainder;
}

export function isMyNumber(digits: string): boolean {
  return /^\d{12}$/.test(digits) && myNumberCheckDigit(digits.slice(0, 11)) === Number(digits[11]);
}

// Twelve digits, written whole or as 4-4-4 with one kind of separator, not inside a longer number.
const CANDIDATE = /(?<![\d-])\d{4}([ -]?)\d{4}\1\d{4}(?![\d-])/g;

/** True when a text holds a 12-digit number whose last digit is a valid My Number check digit. */
export function containsMyNumber(text: string): boolean {
  for (const match of text.matchAll(CANDIDATE)) {
    if (isMyNumber(match[0].replace(/[ -]/g, ''))) return true;
  }
  return false;
}
