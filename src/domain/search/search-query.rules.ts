/** The rules of a search phrase, the same in the SPA and the mock backend (docs/search.md). */

export const SEARCH_LIMITS = {
  /** Characters of a phrase; a longer one is refused (400), the SPA cuts it before sending. */
  phraseMax: 200,
  /** Hits sent per kind, by default and at most. */
  perKindDefault: 10,
  perKindMax: 50,
  /** Matches checked for access per search: the counts are of the best this many. */
  checkedMax: 1000,
} as const;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a text, lower case: letters and digits, everything else separates them. The index uses it for the
 * text it stores and the query, so a regular-expression special or odd punctuation is just a separator.
 */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The phrase as searched: spaces collapsed and trimmed, cut to the length limit. */
export function normalizedPhrase(raw: string): string {
  return raw.replace(/\s+/gu, ' ').trim().slice(0, SEARCH_LIMITS.phraseMax);
}

/** Whether the phrase has anything to search for (at least one word). */
export const searchable = (phrase: string) => searchWords(phrase).length > 0;
