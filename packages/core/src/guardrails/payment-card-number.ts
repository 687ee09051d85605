/** True when a string of digits passes the Luhn check used by payment card numbers. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// Issuer prefixes of the major schemes (Visa, Mastercard, Amex, Diners, Discover, JCB,
// UnionPay): a random 16-digit id passes Luhn one time in ten, but rarely also has a card prefix.
const CARD_PREFIX = /^(?:4|5[1-5]|2[2-7]|3[47]|3[0689]|6(?:011|5|4[4-9]|2))/;
// 13 to 19 digits, optionally grouped by single spaces or dashes, not part of a longer number.
const CANDIDATE = /(?<![\d-])\d(?:[ -]?\d){12,18}(?!\d)/g;

/** True when a text holds a payment card number: a card prefix, 13-19 digits and a valid Luhn digit. */
export function containsPaymentCardNumber(text: string): boolean {
  for (const match of text.matchAll(CANDIDATE)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (CARD_PREFIX.test(digits) && passesLuhn(digits)) return true;
  }
  return false;
}
