import { describe, expect, it } from 'vitest';
import { highlightSegments, snippetAround } from './highlight';

describe('highlightSegments', () => {
  it('marks the matched words whatever their case, and keeps the rest as text', () => {
    expect(highlightSegments('Order tiles for the Tiles room', ['tiles'])).toEqual([
      { text: 'Order ', marked: false },
      { text: 'tiles', marked: true },
      { text: ' for the ', marked: false },
      { text: 'Tiles', marked: true },
      { text: ' room', marked: false },
    ]);
  });

  it('marks a word the typed phrase begins', () => {
    expect(highlightSegments('Inspection due', ['insp'])).toEqual([
      { text: 'Inspection', marked: true },
      { text: ' due', marked: false },
    ]);
  });

  it('keeps markup as text: nothing is read as HTML', () => {
    const segments = highlightSegments('<b>bold</b> & <script>', ['bold']);
    expect(segments.map((s) => s.text).join('')).toBe('<b>bold</b> & <script>');
    expect(segments.filter((s) => s.marked)).toEqual([{ text: 'bold', marked: true }]);
  });

  it('treats regular-expression specials in terms as plain characters', () => {
    expect(highlightSegments('a (b) c', ['(b', '.*'])).toEqual([{ text: 'a (b) c', marked: false }]);
  });

  it('marks words of other scripts and digits', () => {
    expect(highlightSegments('Straße 2024', ['straße', '2024'])).toEqual([
      { text: 'Straße', marked: true },
      { text: ' ', marked: false },
      { text: '2024', marked: true },
    ]);
  });
});

describe('snippetAround', () => {
  const long = `${'lorem ipsum '.repeat(30)}the roof membrane was replaced ${'dolor sit '.repeat(30)}`;

  it('shows a short text whole', () => {
    expect(snippetAround('  Move-in   date ', ['date'])).toBe('Move-in date');
  });

  it('cuts a long text around the first matched word, with ellipses', () => {
    const snippet = snippetAround(long, ['membrane'], 80);
    expect(snippet).toContain('membrane');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(82);
  });

  it('starts at the beginning when no word matched', () => {
    expect(snippetAround(long, ['absent'], 40).startsWith('lorem')).toBe(true);
  });
});
