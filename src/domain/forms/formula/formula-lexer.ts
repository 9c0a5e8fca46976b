/**
 * A hand-written lexer implementing nearley's Lexer interface (no moo). It scans by char code,
 * which keeps parsing cheap, and never throws: anything it cannot read becomes an `invalid`
 * token that no grammar rule accepts, so the parse fails and the caller reports "Invalid formula!".
 */
import { FORMULA_FUNCTIONS } from './formula-ast';

/** Longer formulas are refused: this bounds parse time and the depth of every tree walk. */
export const MAX_FORMULA_TOKENS = 2000;
export const MAX_FORMULA_LENGTH = 20000;

export type FormulaTokenType = 'number' | 'ref' | 'storedRef' | 'cell' | 'fn' | 'punct' | 'invalid';

export interface FormulaToken {
  readonly type: FormulaTokenType;
  /** What nearley compares literals ("+", "(") against. */
  readonly text: string;
  readonly value: string;
  readonly offset: number;
  /** number: its value; ref/storedRef: the number after F or _; cell: the row. */
  readonly a: number;
  /** cell: the column; otherwise 0. */
  readonly b: number;
}

const FUNCTIONS: ReadonlySet<string> = new Set(FORMULA_FUNCTIONS);
const PUNCTUATION = '+-*/(),:';

function token(type: FormulaTokenType, text: string, offset: number, a = 0, b = 0): FormulaToken {
  return { type, text, value: text, offset, a, b };
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || c === 160;

function classifyWord(word: string, offset: number): FormulaToken {
  const ref = /^[Ff](\d+)$/.exec(word);
  if (ref) return token('ref', word, offset, Number(ref[1]));
  const stored = /^_(\d+)$/.exec(word);
  if (stored) return token('storedRef', word, offset, Number(stored[1]));
  const cell = /^[Rr](\d+)[Cc](\d+)$/.exec(word);
  if (cell) return token('cell', word, offset, Number(cell[1]), Number(cell[2]));
  const upper = word.toUpperCase();
  if (FUNCTIONS.has(upper)) return token('fn', upper, offset);
  return token('invalid', word, offset);
}

/** Splits a formula into tokens; the result ends at the first invalid token. */
export function tokenize(text: string): FormulaToken[] {
  if (text.length > MAX_FORMULA_LENGTH) return [token('invalid', '', 0)];
  const tokens: FormulaToken[] = [];
  let i = 0;
  while (i < text.length) {
    if (tokens.length >= MAX_FORMULA_TOKENS) return [...tokens, token('invalid', '', i)];
    const c = text.charCodeAt(i);
    const start = i;
    if (isSpace(c)) {
      i++;
    } else if (isDigit(c) || (c === 46 && isDigit(text.charCodeAt(i + 1)))) {
      while (isDigit(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) === 46) {
        i++;
        while (isDigit(text.charCodeAt(i))) i++;
      }
      const literal = text.slice(start, i);
      tokens.push(token('number', literal, start, Number(literal)));
    } else if (isLetter(c)) {
      while (isLetter(text.charCodeAt(i)) || isDigit(text.charCodeAt(i))) i++;
      const word = classifyWord(text.slice(start, i), start);
      tokens.push(word);
      if (word.type === 'invalid') return tokens;
    } else if (PUNCTUATION.includes(text[i])) {
      tokens.push(token('punct', text[i], start));
      i++;
    } else {
      tokens.push(token('invalid', text[i], start));
      return tokens;
    }
  }
  return tokens;
}

const TOKEN_TYPES: ReadonlySet<string> = new Set(['number', 'ref', 'storedRef', 'cell', 'fn']);

/** The object nearley drives: reset() with the whole text, then next() until undefined. */
export class FormulaLexer {
  private tokens: FormulaToken[] = [];
  private index = 0;

  reset(chunk: string): void {
    this.tokens = tokenize(chunk);
    this.index = 0;
  }

  next(): FormulaToken | undefined {
    return this.tokens[this.index++];
  }

  save(): Record<string, never> {
    return {};
  }

  formatError(tok: FormulaToken): string {
    return `Unexpected "${tok.text}" at ${tok.offset}`;
  }

  has(tokenType: string): boolean {
    return TOKEN_TYPES.has(tokenType);
  }
}

export const formulaLexer = new FormulaLexer();
