import { describe, expect, it } from 'vitest';
import { ValidationPatternType as P } from '../form.entity';
import { validatePattern } from './field-value.validator';

const ok = (type: number, value: string) =>
  validatePattern({ ValidationPatternType: type as never }, value).valid;

// Each row: pattern type, values that must pass, values that must fail (all written from section 5).
const TABLE: ReadonlyArray<[string, number, string[], string[]]> = [
  [
    'Number',
    P.Number,
    [
      '0',
      '12',
      '-12',
      '+12',
      '1234.5',
      '.5',
      '$12',
      '-$1,234.56',
      '1,234',
      '12,345,678.9',
      '50%',
      '-2.5%',
      '$1,000%',
    ],
    ['abc', '$', '-', '%', '1,23', '12,3456', '1.2.3', '12$', '1 234', '$-5', '5.', '--5', '1e5'],
  ],
  ['Integer', P.Integer, ['0', '42', '-42', '+7', '007'], ['4.2', '1,000', '$5', '5%', '', ' - 1', 'x']],
  [
    'NumberStrict',
    P.NumberStrict,
    ['0', '-12', '+3.25', '1234.5'],
    ['$12', '1,234', '12%', '.5', '5.', '1e3'],
  ],
  [
    'Date',
    P.Date,
    ['3/14/24', '3/14/2024', '03/14/2024', '12/31/1999', '2/29/2024', '1/1/00'],
    [
      '14/3/2024',
      '2/30/2024',
      '2/29/2023',
      '3/14/202',
      '3-14-2024',
      '2024-03-14',
      '3/14',
      '13/1/2024',
      '0/1/2024',
    ],
  ],
  [
    'Time',
    P.Time,
    ['0:00', '09:30', '9:30', '23:59', '13:05:09', '1:05 PM', '12:00 am', '11:59:59 PM', '1:05PM'],
    ['24:00', '12:60', '9:5', '13:05 PM', '0:30 AM', '1:05 XM', '9', '09:30:60', '9.30'],
  ],
  [
    'DateAndTime',
    P.DateAndTime,
    ['3/14/2024 1:05 PM', '03/14/2024 13:05', '3/14/24 0:00', '12/31/2024 23:59:59'],
    ['3/14/2024', '1:05 PM', '3/14/2024T13:05', '2/30/2024 10:00', '3/14/2024 25:00'],
  ],
  [
    'SSN',
    P.SSN,
    ['123-45-6789', '123456789', '001-01-0001', '899-99-9999', '665-12-3456', '667-12-3456'],
    [
      '000-12-3456',
      '666-12-3456',
      '900-12-3456',
      '999-12-3456',
      '123-00-4567',
      '123-45-0000',
      '219-09-9999',
      '078-05-1120',
      '219099999',
      '12-345-6789',
      '123-456789',
      '123 45 6789',
      '123-45-678',
    ],
  ],
  [
    'Email',
    P.Email,
    ['jane@example.com', 'j.doe+tag@mail.example.co.uk', "o'neil@x-y.org", 'A_B@EXAMPLE.IO'],
    [
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'jane@@example.com',
      'ja ne@example.com',
      'jane..doe@example.com',
      '.jane@example.com',
      'jane@-example.com',
      'jane@example.c',
    ],
  ],
  [
    'Phone',
    P.Phone,
    ['(555) 123-4567', '(555)123-4567', '555-123-4567', '555.123.4567', '555 123 4567', '5551234567'],
    ['555-1234', '(555 123-4567', '555) 123-4567', '55512345678', '555-123-45678', '(555) 123-4567 ext. 123'],
  ],
  [
    'PhoneWithExt',
    P.PhoneWithExt,
    ['(555) 123-4567 ext. 123', '5551234567 ext. 001'],
    [
      '(555) 123-4567',
      '(555) 123-4567 ext 123',
      '(555) 123-4567 ext. 12',
      '(555) 123-4567 ext. 1234',
      '(555) 123-4567ext. 123',
      '(555) 123-4567 x123',
    ],
  ],
  [
    'PhoneWithOptExt',
    P.PhoneWithOptExt,
    ['(555) 123-4567', '(555) 123-4567 ext. 123', '555-123-4567 ext. 999'],
    ['(555) 123-4567 ext.', '(555) 123-4567 ext. 12', '555-1234 ext. 123'],
  ],
  ['ZIP5', P.ZIP5, ['12345', '00501'], ['1234', '123456', '12345-6789', 'abcde']],
  ['ZIP9', P.ZIP9, ['12345-6789', '123456789'], ['12345', '12345-678', '12345 6789', '1234-56789']],
  ['ZIP5Or9', P.ZIP5Or9, ['12345', '12345-6789', '123456789'], ['1234', '12345-', '12345-678', '123456']],
];

describe.each(TABLE)('pattern %s', (_name, type, good, bad) => {
  it.each(good)('accepts %j', (value) => expect(ok(type, value)).toBe(true));
  it.each(bad.filter((v) => v.trim() !== ''))('rejects %j', (value) => expect(ok(type, value)).toBe(false));
});

describe('pattern None', () => {
  it.each(['anything', '!!', '12'])('accepts %j', (value) => expect(ok(P.None, value)).toBe(true));
});

describe('empty values pass every pattern (required is a separate rule)', () => {
  it.each(Object.values(P))('type %i', (type) => {
    expect(ok(type, '')).toBe(true);
    expect(ok(type, '   ')).toBe(true);
  });
});

it('ignores surrounding white space', () => {
  expect(ok(P.ZIP5, ' 12345 ')).toBe(true);
  expect(ok(P.Email, ' jane@example.com')).toBe(true);
});
