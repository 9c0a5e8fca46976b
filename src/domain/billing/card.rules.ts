/**
 * The card rules of the mock payment provider (issue 35; docs/billing.md, "Mock payment provider"), written once for
 * the checkout dialog and the mock backend: the number passes the Luhn check, the expiry is this month or later, the
 * CVC has the brand's length. The provider then decides as Stripe's test cards do. The card number is never stored:
 * an order keeps the brand and the last four digits only.
 */

export const CARD_LIMITS = {
  /** Digits of a card number (ISO/IEC 7812: 12 to 19). */
  minDigits: 12,
  maxDigits: 19,
  /** The typed number with its spaces. */
  numberMaxLength: 23,
  nameMaxLength: 100,
  /** "MM/YY". */
  expiryLength: 5,
  /** Years ahead an expiry may be. */
  maxYearsAhead: 20,
} as const;

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Card';

export interface CardInput {
  Number: string;
  /** "MM/YY". */
  Expiry: string;
  Cvc: string;
  Name: string;
}

export type CardField = keyof CardInput;
export type CardProblems = Partial<Record<CardField, string>>;

export const CardText = {
  numberRequired: 'Enter the card number.',
  numberInvalid: 'This card number is not valid. Check the digits.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expiryPast: 'This card has expired.',
  expiryTooFar: `The expiry date is more than ${CARD_LIMITS.maxYearsAhead} years ahead.`,
  cvcInvalid: (length: number) => `Enter the ${length}-digit security code (CVC).`,
  nameRequired: 'Enter the name on the card.',
  nameTooLong: `The name may have at most ${CARD_LIMITS.nameMaxLength} characters.`,
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard:
    'The mock payment provider takes only its test cards: use 4242 4242 4242 4242 (any future expiry, any CVC).',
} as const;

/** The digits of a typed card number (spaces and dashes dropped), or null when it holds anything else. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^4/.test(digits)) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  return 'Card';
}

/** The length of the brand's security code. */
export const cvcLength = (brand: CardBrand) => (brand === 'American Express' ? 4 : 3);

/** The brand, and the last four digits, which is all an order keeps of a card. */
export function cardSummary(typed: string): { Brand: CardBrand; Last4: string } {
  const digits = cardDigits(typed) ?? '';
  return { Brand: cardBrand(digits), Last4: digits.slice(-4) };
}

/** `today` as year and month (1 to 12), from the caller's clock: the domain reads no clock. */
export interface YearMonth {
  year: number;
  month: number;
}

/** What is wrong with each field of a card, given this month (empty: nothing). */
export function cardProblems(card: CardInput, today: YearMonth): CardProblems {
  const problems: CardProblems = {};
  const digits = cardDigits(card.Number);
  if (card.Number.trim() === '') problems.Number = CardText.numberRequired;
  else if (
    digits === null ||
    card.Number.length > CARD_LIMITS.numberMaxLength ||
    digits.length < CARD_LIMITS.minDigits ||
    digits.length > CARD_LIMITS.maxDigits ||
    !luhnValid(digits)
  )
    problems.Number = CardText.numberInvalid;
  const expiry = expiryProblem(card.Expiry, today);
  if (expiry) problems.Expiry = expiry;
  const length = cvcLength(cardBrand(digits ?? ''));
  if (!new RegExp(`^\\d{${length}}$`).test(card.Cvc)) problems.Cvc = CardText.cvcInvalid(length);
  if (card.Name.trim() === '') problems.Name = CardText.nameRequired;
  else if (card.Name.length > CARD_LIMITS.nameMaxLength) problems.Name = CardText.nameTooLong;
  return problems;
}

function expiryProblem(expiry: string, today: YearMonth): string | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return CardText.expiryInvalid;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (year < today.year || (year === today.year && month < today.month)) return CardText.expiryPast;
  if (year > today.year + CARD_LIMITS.maxYearsAhead) return CardText.expiryTooFar;
  return null;
}

/** The provider's answer to a sound card: paid, or declined with the message the buyer sees. */
export type ProviderDecision = { paid: true } | { paid: false; message: string };

/**
 * The mock provider's test cards (as Stripe's): these two succeed, 4000 0000 0000 0002 is declined, 4000 0000 0000
 * 9995 has insufficient funds, and any other number is declined: no real card is ever taken for one.
 */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export function providerDecision(digits: string): ProviderDecision {
  switch (digits) {
    case TEST_CARDS.visa:
    case TEST_CARDS.mastercard:
      return { paid: true };
    case TEST_CARDS.declined:
      return { paid: false, message: CardText.declined };
    case TEST_CARDS.insufficientFunds:
      return { paid: false, message: CardText.insufficientFunds };
    default:
      return { paid: false, message: CardText.notATestCard };
  }
}
