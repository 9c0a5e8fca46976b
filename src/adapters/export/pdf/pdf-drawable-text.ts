import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * Emoji in a PDF (issue 32 #19). The PDF is drawn with Roboto, which has no emoji: an emoji printed as an empty box.
 * Each emoji (with its skin tone, joined sequence, flag or keycap) prints as EMOJI_FALLBACK instead; the invisible
 * joiners and presentation selectors left over go. Pictographs Roboto does draw (©, ®, ™) stay as they are: only
 * those of the emoji planes (U+1F000 to U+1FAFF) and those asking for emoji presentation (U+FE0F) are replaced.
 * See docs/exports.md, "Emoji".
 */
export const EMOJI_FALLBACK = '[emoji]';

const ONE = String.raw`(?:[\u{1F1E6}-\u{1F1FF}]{2}|[\u{1F000}-\u{1FAFF}][\u{1F3FB}-\u{1F3FF}]?|\p{Extended_Pictographic}\u{FE0F}|[#*0-9]\u{FE0F}?\u{20E3})[\u{E0020}-\u{E007F}]*`;
const EMOJI = new RegExp(String.raw`${ONE}(?:\u{200D}${ONE})*\u{FE0F}?`, 'gu');
const LEFTOVER = /\u{200D}|\u{FE0F}/gu;

/** The text with every emoji replaced by EMOJI_FALLBACK. */
export function drawableText(text: string): string {
  return text.replace(EMOJI, EMOJI_FALLBACK).replace(LEFTOVER, '');
}

function drawable(value: unknown): unknown {
  if (typeof value === 'string') return drawableText(value);
  if (Array.isArray(value)) return value.map(drawable);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, drawable(inner)]));
  return value;
}

/** The document with every text drawable in Roboto; the header and footer are made so as they are drawn. */
export function withDrawableText(document: TDocumentDefinitions): TDocumentDefinitions {
  const { header, footer, ...rest } = document;
  const wrap = <F>(part: F): F =>
    typeof part === 'function'
      ? (((...args: unknown[]) => drawable((part as (...a: unknown[]) => unknown)(...args))) as F)
      : (drawable(part) as F);
  return {
    ...(drawable(rest) as TDocumentDefinitions),
    ...(header === undefined ? {} : { header: wrap(header) }),
    ...(footer === undefined ? {} : { footer: wrap(footer) }),
  };
}
