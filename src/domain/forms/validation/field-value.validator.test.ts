import { describe, expect, it } from 'vitest';
import { ValidationPatternType as P } from '../form.entity';
import {
  PATTERN_MESSAGES,
  validateEmail,
  validateMaxLength,
  validatePattern,
  validateRequired,
  validateTextValue,
} from './field-value.validator';
import {
  DIALOG_INVALID_MESSAGE,
  MAX_LENGTH_TEMPLATE,
  ValidationMessage,
  maxLengthMessage,
} from './validation-messages';

describe('messages of section 5, word for word', () => {
  it.each([
    [ValidationMessage.Required, 'Required!'],
    [ValidationMessage.MaxLength254, 'Max characters length (254) exceeded!'],
    [MAX_LENGTH_TEMPLATE, 'Max characters length ({0}) exceeded!'],
    [ValidationMessage.InvalidSuite, 'Invalid suite!'],
    [ValidationMessage.InvalidPhone, 'Invalid phone number!'],
    [ValidationMessage.InvalidEmail, 'Invalid email!'],
    [ValidationMessage.InvalidAccountNumber, 'Invalid account number!'],
    [ValidationMessage.InvalidRoutingNumber, 'Invalid routing number!'],
    [ValidationMessage.Zip5Required, 'Please provide the 5 digit zip code!'],
    [ValidationMessage.IncorrectText, 'Please enter correct text!'],
    [DIALOG_INVALID_MESSAGE, 'Please fix the validation errors shown above and try again.'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it('fills the {0} of the length message', () => {
    expect(maxLengthMessage(2000)).toBe('Max characters length (2000) exceeded!');
    expect(maxLengthMessage(254)).toBe('Max characters length (254) exceeded!');
  });
});

describe('the message a user sees for each pattern type', () => {
  it.each([
    [P.Custom, '/^x$/', 'y', 'Please enter correct text!'],
    [P.Number, undefined, 'abc', 'Please enter correct text!'],
    [P.Integer, undefined, '1.5', 'Please enter correct text!'],
    [P.DateAndTime, undefined, 'today', 'Please enter correct text!'],
    [P.Date, undefined, '2/30/2024', 'Please enter correct text!'],
    [P.Time, undefined, '25:00', 'Please enter correct text!'],
    [P.SSN, undefined, '666-12-3456', 'Please enter correct text!'],
    [P.Email, undefined, 'jane@', 'Invalid email!'],
    [P.Phone, undefined, '555-1234', 'Invalid phone number!'],
    [P.PhoneWithExt, undefined, '(555) 123-4567', 'Invalid phone number!'],
    [P.PhoneWithOptExt, undefined, '(555) 123-4567 ext.', 'Invalid phone number!'],
    [P.ZIP5, undefined, '1234', 'Please provide the 5 digit zip code!'],
    [P.ZIP9, undefined, '12345', 'Please enter correct text!'],
    [P.ZIP5Or9, undefined, '1234', 'Please provide the 5 digit zip code!'],
    [P.NumberStrict, undefined, '$1', 'Please enter correct text!'],
  ])('type %i', (type, Options, value, message) => {
    expect(validatePattern({ ValidationPatternType: type, Options }, value, () => ({ safe: true }))).toEqual({
      valid: false,
      message,
    });
    expect(PATTERN_MESSAGES[type]).toBe(message);
  });

  it('has no rule when the pattern type is missing', () => {
    expect(validatePattern({}, 'anything')).toEqual({ valid: true });
  });
});

describe('standalone e-mail check', () => {
  it.each(['', '   ', null, undefined, 'jane@example.com'])('accepts %j', (value) =>
    expect(validateEmail(value)).toBeNull(),
  );
  it.each(['jane', 'jane@example', 'a@b.c'])('rejects %j with "Invalid email!"', (value) =>
    expect(validateEmail(value)).toBe('Invalid email!'),
  );
});

describe('required and maximum length', () => {
  it.each(['', '  ', null, undefined])('%j is "Required!"', (value) =>
    expect(validateRequired(value)).toBe('Required!'),
  );
  it('accepts any non-blank text', () => expect(validateRequired('x')).toBeNull());
  it('allows exactly the limit and rejects one more', () => {
    expect(validateMaxLength('a'.repeat(254), 254)).toBeNull();
    expect(validateMaxLength('a'.repeat(255), 254)).toBe('Max characters length (254) exceeded!');
  });
});

describe('validateTextValue', () => {
  const zip = { ValidationPatternType: P.ZIP5 };
  it('checks required, then length, then pattern', () => {
    expect(validateTextValue(zip, '', { required: true, maxLength: 3 })).toBe('Required!');
    expect(validateTextValue(zip, '1234', { required: true, maxLength: 3 })).toBe(
      'Max characters length (3) exceeded!',
    );
    expect(validateTextValue(zip, '1234', { required: true })).toBe('Please provide the 5 digit zip code!');
    expect(validateTextValue(zip, '12345', { required: true, maxLength: 254 })).toBeNull();
    expect(validateTextValue(zip, '')).toBeNull();
  });
});
