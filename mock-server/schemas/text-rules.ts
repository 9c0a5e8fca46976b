/**
 * What text may hold: no C0 control characters (NUL and the rest) except tab, line feed and carriage return
 * where the text may span lines, and no lone UTF-16 surrogates (they cannot be stored as UTF-8). A loop rather
 * than a regular expression: linear on any input, and no control characters in source.
 */
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** Why `text` is refused ("holds a control character." …), or null when it is acceptable. */
export function textProblem(text: string, multiline: boolean): string | null {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (c === 0) return 'holds a NUL character.';
      if (!multiline || (c !== TAB && c !== LF && c !== CR))
        return multiline ? 'holds a control character.' : 'must be one line without control characters.';
    } else if (isHigh(c)) {
      if (!isLow(text.charCodeAt(i + 1))) return 'holds a lone surrogate (not valid Unicode).';
      i++;
    } else if (isLow(c)) return 'holds a lone surrogate (not valid Unicode).';
  }
  return null;
}
