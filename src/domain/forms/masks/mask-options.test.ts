import { createMask } from 'imask';
import { describe, expect, it } from 'vitest';
import { MaskType } from '../form.entity';
import { maskOptionsFor, toImaskPattern } from './mask-options';

describe('maskOptionsFor: the options the input binding passes to imask', () => {
  it('gives a lazy pattern with the three definitions', () => {
    const options = maskOptionsFor({ MaskType: MaskType.Phone });
    expect(options).toMatchObject({ mask: '(###) ###-####', lazy: true, eager: 'append', placeholderChar: '_' });
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
