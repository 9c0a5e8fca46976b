import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MaskType } from '../form.entity';
import { MASK_MESSAGES, maskFor } from './field-mask';

const maskTypes = fc.constantFrom(...Object.values(MaskType));
const customMasks = fc.stringMatching(/^[#?*a0{}[\]`\\()\- .A-Z]{0,12}$/);

describe('masks never throw', () => {
  it('on any mask type, custom mask and value', () => {
    fc.assert(
      fc.property(maskTypes, customMasks, fc.string(), (type, Mask, value) => {
        const mask = maskFor({ MaskType: type, Mask });
        if (!mask) return;
        expect(typeof mask.format(value)).toBe('string');
        expect(typeof mask.unmask(value)).toBe('string');
        expect(typeof mask.isComplete(value)).toBe('boolean');
        const error = mask.validateMasked(value);
        expect(error === null || error === MASK_MESSAGES[type]).toBe(true);
      }),
    );
  });

  it('formatting is idempotent and a formatted complete value validates', () => {
    fc.assert(
      fc.property(maskTypes, fc.string(), (type, value) => {
        const mask = maskFor({ MaskType: type });
        if (!mask) return;
        const once = mask.format(value);
        expect(mask.format(once)).toBe(once);
        if (mask.isComplete(once)) expect(mask.validateMasked(once)).toBeNull();
      }),
    );
  });

  it('a value of enough digits fills every built-in mask completely', () => {
    fc.assert(
      fc.property(maskTypes, fc.stringMatching(/^\d{13}$/), (type, digits) => {
        const mask = maskFor({ MaskType: type });
        if (!mask) return;
        expect(mask.validateMasked(mask.format(digits))).toBeNull();
      }),
    );
  });
});
