import { createMask } from 'imask';
import { describe, expect, it } from 'vitest';
import { MaskType } from '../form.entity';
import { fillsMask, maskOptionsFor, toImaskPattern } from './mask-options';

describe('maskOptionsFor: the options the input binding passes to imask', () => {
  it('gives a lazy pattern with the three definitions', () => {
    const options = maskOptionsFor({ MaskType: MaskType.Phone });
    expect(options).toMatchObject({
      mask: '(###) ###-####',
      lazy: true,
      eager: 'append',
      placeholderChar: '_',
    });
    expect(Object.keys(options?.definitions ?? {}).sort()).toEqual(['#', '*', '?']);
  });

  it('works with IMask.createMask as the React layer will use it', () => {
    const options = maskOptionsFor({ MaskType: MaskType.ZIP9 });
    const masked = createMask({ ...options!, definitions: { ...options!.definitions } });
    masked.resolve('123456789');
    expect(masked.value).toBe('12345-6789');
    expect(masked.isComplete).toBe(true);
  });

  it('is null without a mask', () => {
    expect(maskOptionsFor({ MaskType: MaskType.None })).toBeNull();
  });
});

describe('toImaskPattern', () => {
  it.each([
    ['###-##-####', '###-##-####'],
    ['(###) ###-#### ext. ###', '(###) ###-#### ext. ###'],
    ['A0-a', 'A\\0-\\a'],
    ['[{`}]\\', '\\[\\{\\`\\}\\]\\\\'],
  ])('%j -> %j', (mask, pattern) => expect(toImaskPattern(mask)).toBe(pattern));
});

describe('fillsMask: a value typed completely through its mask', () => {
  it.each([
    ['05/14/2024', '##/##/####', true],
    ['04/02/2024 09:30', '##/##/#### ##:##', true],
    ['09:30', '##:##', true],
    ['Éa-1234', '??-####', true],
    ['04/02/2024', '##/##/#### ##:##', false],
    ['0a:30', '##:##', false],
    ['09-30', '##:##', false],
    ['******2024', '##/##/####', false],
  ])('%s through %s: %s', (value, pattern, fills) => {
    expect(fillsMask(value, pattern)).toBe(fills);
  });
});
