import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationPatternType } from '../form.entity';
import { compileCustomPattern } from './custom-pattern';
import {
  validateEmail,
  validateMaxLength,
  validatePattern,
  validateRequired,
  validateTextValue,
} from './field-value.validator';

const patternTypes = fc.constantFrom(...Object.values(ValidationPatternType));
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^[-+$0-9,.%/: APMapm@()x]{0,30}$/),
);

describe('validators never throw', () => {
  it('validatePattern, for any pattern type, custom source and value', () => {
    fc.assert(
      fc.property(patternTypes, fc.option(fc.string()), fc.option(text), (type, Options, value) => {
        const check = validatePattern({ ValidationPatternType: type, Options: Options ?? undefined }, value);
        expect(typeof check.valid).toBe('boolean');
      }),
    );
  });

  it('compileCustomPattern, for any source', () => {
    fc.assert(
      fc.property(fc.string(), (source) => {
        expect(typeof compileCustomPattern(source).ok).toBe('boolean');
      }),
    );
  });

  it('the standalone checks', () => {
    fc.assert(
      fc.property(fc.option(text), fc.nat(300), (value, limit) => {
        validateEmail(value);
        validateRequired(value);
        validateMaxLength(value, limit);
        validateTextValue({ ValidationPatternType: ValidationPatternType.Email }, value, {
          required: true,
          maxLength: limit,
        });
      }),
    );
  });
});

describe('the built-in patterns answer quickly on long hostile input', () => {
  const hostile = [
    '1'.repeat(50_000) + 'x',
    '1,'.repeat(20_000) + 'x',
    `${'a.'.repeat(20_000)}@x`,
    `a@${'b-'.repeat(20_000)}.c!`,
    `${'1'.repeat(20_000)}/1/2024`,
    '(555) 123-4567 ext. ' + '1'.repeat(50_000),
  ];
  it.each(
    Object.values(ValidationPatternType).filter(
      (t) => t !== ValidationPatternType.Custom && t !== ValidationPatternType.None,
    ),
  )('type %i', (type) => {
    const started = performance.now();
    for (const value of hostile)
      expect(validatePattern({ ValidationPatternType: type }, value).valid).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
