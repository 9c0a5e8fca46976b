import { describe, expect, it } from 'vitest';
import { searchPagePath, searchPhraseOf } from './search-paths';

describe('searchPhraseOf', () => {
  it('reads back the phrase a search page was opened with', () => {
    for (const phrase of ['bridge', 'stair rail', '4417', 'Café/Bar', '100% & more', '“quoted”'])
      expect(searchPhraseOf(searchPagePath(phrase))).toBe(phrase);
    expect(searchPhraseOf('/search/stair%20rail/')).toBe('stair rail');
  });

  it('is empty on any other page, and reads a broken escape as typed', () => {
    expect(searchPhraseOf('/dashboard')).toBe('');
    expect(searchPhraseOf('/search')).toBe('');
    expect(searchPhraseOf('/search/a/b')).toBe('');
    expect(searchPhraseOf('/project/search/x')).toBe('');
    expect(searchPhraseOf('/search/50%')).toBe('50%');
  });
});
