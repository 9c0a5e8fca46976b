import { describe, expect, it } from 'vitest';
import { contrastOnWhite, lowContrastWarning } from './label-contrast';

describe('a field colour on the white form (WCAG 2.2 SC 1.4.3)', () => {
  it('measures the contrast ratio as WCAG defines it', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    // The darkest grey that still misses 4.5:1, and the first that reaches it.
    expect(contrastOnWhite('#777777')).toBeCloseTo(4.48, 2);
    expect(contrastOnWhite('#767676')).toBeCloseTo(4.54, 2);
    expect(contrastOnWhite('red')).toBeNull();
  });

  it('warns for a light colour and says by how much, and not for a dark one or the default', () => {
    expect(lowContrastWarning('#cccccc')).toBe(
      'Hard to read: this colour has a contrast of 1.6:1 on the white form; text needs at least 4.5:1.',
    );
    expect(lowContrastWarning('#777777')).toContain('4.4:1');
    expect(lowContrastWarning('#767676')).toBeNull();
    expect(lowContrastWarning('#1f2937')).toBeNull();
    expect(lowContrastWarning(undefined)).toBeNull();
  });
});
