/**
 * parseFormula: text -> syntax tree, as a Result. Uses the nearley grammar in formula.ne.
 * Nothing is ever evaluated from text; the tree is bound and compiled elsewhere.
 */
import nearley from 'nearley';
import grammar from './formula.generated';
import { referencesOf, type FormulaMode, type FormulaNode } from './formula-ast';
import { INVALID_FORMULA, INVALID_REFERENCE, type FormulaError } from './formula-error';
import { err, ok, type Result } from './result';

const compiled = nearley.Grammar.fromCompiled(grammar as unknown as nearley.CompiledRules);

interface ParserInternals {
  reportError(): string;
  reportLexerError(): string;
}

function runParser(text: string): FormulaNode | undefined {
  const parser = new nearley.Parser(compiled);
  // nearley describes a syntax error at length (a walk over its parse table) before throwing;
  // we only need to know that it failed, so the description is skipped.
  const internals = parser as unknown as ParserInternals;
  internals.reportError = () => 'syntax error';
  internals.reportLexerError = () => 'syntax error';
  try {
    parser.feed(text);
  } catch {
    return undefined;
  }
  // The grammar is unambiguous: one result, or none when the text stops early ("1 +").
  return parser.results.length > 0 ? (parser.results[0] as FormulaNode) : undefined;
}

/**
 * Parses a formula written with editor references (`F{n}`) or stored references (`_{id}`).
 * A reference written the other way is an invalid field reference; any other problem
 * (syntax, unknown function, wrong argument count, too long) is an invalid formula.
 */
export function parseFormula(text: string, mode: FormulaMode): Result<FormulaNode, FormulaError> {
  if (typeof text !== 'string') return err(INVALID_FORMULA);
  const tree = runParser(text);
  if (tree === undefined) return err(INVALID_FORMULA);
  for (const ref of referencesOf(tree)) {
    if (ref.mode !== mode || !Number.isSafeInteger(ref.n)) return err(INVALID_REFERENCE);
  }
  return ok(tree);
}
