import { describe, expect, it } from 'vitest';
import { MAX_INLINE_PREVIEW_BYTES, previewKindOf } from './file-preview';

describe('how a file previews', () => {
  it.each([
    ['Roof.png', 'image'],
    ['North gate.JPG', 'image'],
    ['Plan.pdf', 'pdf'],
    ['Meeting notes.txt', 'text'],
    ['Data.csv', 'text'],
    ['Scan.bmp', 'none'],
    ['Page.html', 'none'],
    ['Logo.svg', 'none'],
    ['Budget.xlsx', 'none'],
  ])('%s: %s', (Name, kind) => {
    expect(previewKindOf({ Name, Size: 1000 })).toBe(kind);
  });

  it('offers the download of a picture or PDF too large to show; a text file shows its beginning', () => {
    const Size = MAX_INLINE_PREVIEW_BYTES + 1;
    expect(previewKindOf({ Name: 'Huge.png', Size })).toBe('none');
    expect(previewKindOf({ Name: 'Huge.pdf', Size })).toBe('none');
    expect(previewKindOf({ Name: 'Huge.log', Size })).toBe('text');
  });
});
