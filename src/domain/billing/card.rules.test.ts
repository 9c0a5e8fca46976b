import { describe, expect, it } from 'vitest';
import {
  CardText,
  cardBrand,
  cardProblems,
  cardSummary,
  luhnValid,
  providerDecision,
  TEST_CARDS,
} from './card.rules';

const today = { year: 2026, month: 11 };
const card = (over: Partial<{ Number: string; Expiry: string; Cvc: string; Name: string }> = {}) => ({
  Number: '4242 4242 4242 4242',
  Expiry: '12/30',
  Cvc: '123',
  Name: 'Ada Admin',
  ...over,
});

describe('the mock provider card rules', () => {
  it('checks the number with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(cardProblems(card({ Number: '4242 4242 4242 4241' }), today)).toEqual({
      Number: CardText.numberInvalid,
    });
    expect(cardProblems(card({ Number: '4242 abcd' }), today)).toEqual({ Number: CardText.numberInvalid });
    expect(cardProblems(card({ Number: ' ' }), today).Number).toBe(CardText.numberRequired);
  });

  it('takes an expiry from this month on, as MM/YY, at most 20 years ahead', () => {
    expect(cardProblems(card({ Expiry: '11/26' }), today)).toEqual({});
    expect(cardProblems(card({ Expiry: '10/26' }), today)).toEqual({ Expiry: CardText.expiryPast });
    expect(cardProblems(card({ Expiry: '13/30' }), today)).toEqual({ Expiry: CardText.expiryInvalid });
    expect(cardProblems(card({ Expiry: '1/30' }), today)).toEqual({ Expiry: CardText.expiryInvalid });
    expect(cardProblems(card({ Expiry: '01/99' }), today)).toEqual({ Expiry: CardText.expiryTooFar });
  });

  it("asks the brand's CVC length and a name", () => {
    expect(cardProblems(card({ Cvc: '12' }), today)).toEqual({ Cvc: CardText.cvcInvalid(3) });
    expect(cardProblems(card({ Number: '3782 822463 10005', Cvc: '123' }), today)).toEqual({
      Cvc: CardText.cvcInvalid(4),
    });
    expect(cardProblems(card({ Name: '' }), today)).toEqual({ Name: CardText.nameRequired });
    expect(cardProblems(card({ Name: 'x'.repeat(101) }), today)).toEqual({ Name: CardText.nameTooLong });
  });

  it('keeps only the brand and the last four digits', () => {
    expect(cardSummary('4242 4242 4242 4242')).toEqual({ Brand: 'Visa', Last4: '4242' });
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });

  it("decides as Stripe's test cards: 4242 pays, 0002 is declined, any other card is refused", () => {
    expect(providerDecision(TEST_CARDS.visa)).toEqual({ paid: true });
    expect(providerDecision(TEST_CARDS.mastercard)).toEqual({ paid: true });
    expect(providerDecision(TEST_CARDS.declined)).toEqual({
      paid: false,
      message: 'Your card was declined.',
    });
    expect(providerDecision(TEST_CARDS.insufficientFunds)).toEqual({
      paid: false,
      message: 'Your card has insufficient funds.',
    });
    expect(providerDecision('4111111111111111')).toEqual({ paid: false, message: CardText.notATestCard });
  });
});
