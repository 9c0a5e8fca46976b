/**
 * Plain text of a header's or text field's HTML, for the spreadsheet exports, where nothing is rendered as
 * HTML: tags become nothing (block ends a line break), the common character references are decoded.
 * Never used to display HTML: the PDF goes through the rich-text policy (domain/forms/rich-text/).
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|tr)\s*>|<br\s*\/?>/gi;

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '');
  return decode(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
