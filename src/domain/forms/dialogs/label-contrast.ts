/**
 * Whether a field's chosen text colour can be read on the form (ours; the spec gives the colour picker, no rule): the
 * form is drawn on white, on screen, in the PDF and in print, and WCAG 2.2 SC 1.4.3 asks text for a contrast ratio of
 * at least 4.5:1. The designer is told, not stopped: a colour is the designer's choice.
 */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG 2.x contrast ratio of a `#rrggbb` colour against white, or null for anything else. */
export function contrastOnWhite(hex: string): number | null {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return null;
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

/** The designer's warning for a colour too light to read on white, or null when it reads well (or is the default). */
export function lowContrastWarning(hex: string | undefined): string | null {
  const ratio = hex === undefined ? null : contrastOnWhite(hex);
  if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return null;
  // Floored, so that 4.49 never reads as "4.5:1" beside the 4.5:1 it misses.
  const shown = Math.floor(ratio * 10) / 10;
  return `Hard to read: this colour has a contrast of ${shown.toFixed(1)}:1 on the white form; text needs at least 4.5:1.`;
}
