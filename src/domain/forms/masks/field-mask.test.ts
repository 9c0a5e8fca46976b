// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MaskType } from '../form.entity';
import { MASK_MESSAGES, maskFor } from './field-mask';

const mask = (MaskType: number, Mask?: string) => {
  const result = maskFor({ MaskType: MaskType as never, Mask });
  if (!result) throw new Error('expected a mask');
  return result;
};

it('runs in a plain node environment (no DOM)', () => {
  expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  expect(mask(MaskType.SSN).format('123456789')).toBe('123-45-6789');
});

const ZIP = 'Please provide the 5 digit zip code!';
const PHONE = 'Invalid phone number!';
const TEXT = 'Please enter correct text!';

// Each row: mask type, its pattern (section 3), raw digits, the masked text, a partial input and its masked text,
// and the message of an incomplete value (the specification's most specific one, docs/validation.md).
describe.each([
  ['SSN', MaskType.SSN, '###-##-####', '123456789', '123-45-6789', '1234', '123-4', TEXT],
  ['ZIP5', MaskType.ZIP5, '#####', '12345', '12345', '123', '123', ZIP],
  ['ZIP9', MaskType.ZIP9, '#####-####', '123456789', '12345-6789', '123456', '12345-6', TEXT],
  ['Phone', MaskType.Phone, '(###) ###-####', '5551234567', '(555) 123-4567', '5551', '(555) 1', PHONE],
  [
    'PhoneWithExt',
    MaskType.PhoneWithExt,
    '(###) ###-#### ext. ###',
    '5551234567123',
    '(555) 123-4567 ext. 123',
    '55512345671',
    '(555) 123-4567 ext. 1',
    PHONE,
  ],
  [
    'DateAndTime',
    MaskType.DateAndTime,
    '##/##/#### ##:##',
    '031420241305',
    '03/14/2024 13:05',
    '0314',
    '03/14/',
    TEXT,
  ],
  ['Date', MaskType.Date, '##/##/####', '03142024', '03/14/2024', '031', '03/1', TEXT],
  ['Time', MaskType.Time, '##:##', '1305', '13:05', '13', '13:', TEXT],
] as const)('%s mask', (_name, type, pattern, raw, masked, partialRaw, partialMasked, message) => {
  const m = mask(type);
  it('has the pattern of section 3', () => expect(m.pattern).toBe(pattern));
  it('formats raw input', () => expect(m.format(raw)).toBe(masked));
  it('keeps an already masked value', () => expect(m.format(masked)).toBe(masked));
  it('formats partial input', () => expect(m.format(partialRaw)).toBe(partialMasked));
  it('unmasks', () => expect(m.unmask(masked)).toBe(raw));
  it('is complete when filled, masked or raw', () => {
    expect(m.isComplete(masked)).toBe(true);
    expect(m.isComplete(raw)).toBe(true);
  });
  it('is not complete when partly filled', () => expect(m.isComplete(partialMasked)).toBe(false));
  it('validates: empty or complete is valid, anything else is the mask error', () => {
    expect(m.validateMasked('')).toBeNull();
    expect(m.validateMasked(null)).toBeNull();
    expect(m.validateMasked(masked)).toBeNull();
    expect(m.validateMasked(partialMasked)).toBe(message);
    expect(m.validateMasked(`${masked}9`)).toBe(message);
    expect(m.validateMasked('abc')).toBe(message);
    expect(MASK_MESSAGES[type]).toBe(message);
  });
});

describe('custom masks: # digit, ? letter, * letter or digit', () => {
  it('maps the three symbols', () => {
    const m = mask(MaskType.Custom, '??-###-**');
    expect(m.format('AB123c4')).toBe('AB-123-c4');
    expect(m.format('1B')).toBe('B');
    expect(m.format('A1')).toBe('A');
    expect(m.isComplete('AB-123-c4')).toBe(true);
    expect(m.isComplete('AB-123-c')).toBe(false);
    expect(m.validateMasked('AB-123-!4')).toBe('Please enter correct text!');
    expect(m.unmask('AB-123-c4')).toBe('AB123c4');
  });

  it('accepts accented letters for ?', () => {
    expect(mask(MaskType.Custom, '???').format('Éva')).toBe('Éva');
  });

  it("keeps imask's own special characters as fixed text", () => {
    const m = mask(MaskType.Custom, 'a0{#}[?]`*\\');
    expect(m.options.mask).toBe('\\a\\0\\{#\\}\\[?\\]\\`*\\\\');
    expect(m.format('5xZ')).toBe('a0{5}[x]`Z\\');
    expect(m.isComplete('a0{5}[x]`Z\\')).toBe(true);
  });

  it('has no mask when the custom mask is empty', () => {
    expect(maskFor({ MaskType: MaskType.Custom, Mask: '' })).toBeNull();
    expect(maskFor({ MaskType: MaskType.Custom })).toBeNull();
  });
});

it('has no mask for None, a missing type or an unknown type', () => {
  expect(maskFor({ MaskType: MaskType.None })).toBeNull();
  expect(maskFor({})).toBeNull();
  expect(maskFor({ MaskType: 42 as never })).toBeNull();
});

it('a custom mask (and None) have the general message "Please enter correct text!"', () => {
  expect(MASK_MESSAGES[MaskType.Custom]).toBe('Please enter correct text!');
  expect(MASK_MESSAGES[MaskType.None]).toBe('Please enter correct text!');
});
