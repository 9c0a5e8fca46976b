import { IsNotEmpty, Matches, MaxLength, ValidateBy } from 'class-validator';
import { CARD_LIMITS, CardText, cardDigits, luhnValid } from '../../domain/billing/card.rules';

/**
 * What the checkout dialog sends, checked with class-validator before anything leaves the browser (the server checks
 * it again with the same domain rules: src/domain/billing/card.rules.ts). The brand's CVC length and an expiry in the
 * past need the brand and the clock: CheckOut adds those with `cardProblems`.
 */
export class CardInputModel {
  @ValidateBy(
    { name: 'luhn', validator: { validate: (value: unknown) => typeof value === 'string' && luhnOk(value) } },
    { message: CardText.numberInvalid },
  )
  @MaxLength(CARD_LIMITS.numberMaxLength, { message: CardText.numberInvalid })
  @IsNotEmpty({ message: CardText.numberRequired })
  Number = '';

  @Matches(/^(0[1-9]|1[0-2])\/\d{2}$/, { message: CardText.expiryInvalid })
  Expiry = '';

  @Matches(/^\d{3,4}$/, { message: CardText.cvcInvalid(3) })
  Cvc = '';

  @MaxLength(CARD_LIMITS.nameMaxLength, { message: CardText.nameTooLong })
  @Matches(/\S/, { message: CardText.nameRequired })
  @IsNotEmpty({ message: CardText.nameRequired })
  Name = '';

  static of(card: { Number: string; Expiry: string; Cvc: string; Name: string }): CardInputModel {
    return Object.assign(new CardInputModel(), {
      Number: card.Number.trim(),
      Expiry: card.Expiry.trim(),
      Cvc: card.Cvc.trim(),
      Name: card.Name.trim(),
    });
  }
}

function luhnOk(typed: string): boolean {
  const digits = cardDigits(typed);
  return (
    digits !== null &&
    digits.length >= CARD_LIMITS.minDigits &&
    digits.length <= CARD_LIMITS.maxDigits &&
    luhnValid(digits)
  );
}
