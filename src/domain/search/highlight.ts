/**
 * Marking the matched words of a text, as plain text segments: the view wraps marked ones in `<mark>` and never
 * reads the text as HTML (docs/search.md).
 */
export interface TextSegment {
  text: string;
  marked: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Splits `text` into runs, marking each word whose lower-case form is one of `terms` (the index's matched words,
 * already lower case) or starts with one of them (the phrase as typed, a prefix of a longer word). Neighbouring
 * runs of the same kind are joined.
 */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const wanted = [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => t.length > 0))];
  const segments: TextSegment[] = [];
  const push = (part: string, marked: boolean) => {
    if (!part) return;
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) last.text += part;
    else segments.push({ text: part, marked });
  };
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const lower = word.toLowerCase();
    if (!wanted.some((term) => lower === term || lower.startsWith(term))) continue;
    push(text.slice(at, match.index), false);
    push(word, true);
    at = match.index + word.length;
  }
  push(text.slice(at), false);
  return segments;
}

/**
 * A piece of `text` about `width` characters long around the first matched word (the start when none matched),
 * cut at spaces, with an ellipsis where it was cut.
 */
export function snippetAround(text: string, terms: readonly string[], width = 160): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  if (flat.length <= width) return flat;
  const wanted = terms.map((t) => t.toLowerCase());
  let hit = 0;
  for (const match of flat.matchAll(WORD)) {
    const lower = match[0].toLowerCase();
    if (wanted.some((term) => lower === term || lower.startsWith(term))) {
      hit = match.index;
      break;
    }
  }
  let start = Math.max(0, hit - Math.floor(width / 3));
  let end = Math.min(flat.length, start + width);
  start = Math.max(0, end - width);
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < hit) start = space + 1;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start && space > hit) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
