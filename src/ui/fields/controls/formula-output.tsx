import type { FormulaResult } from '../../../domain/forms/formula/formula-engine';

/**
 * A computed value, read-only: format 0.00#, Infinity or -Infinity, Error, or #REF (forms spec §5). The
 * reason of an Error or #REF is given as a description.
 */
export function FormulaOutput({ inputId, result, describedBy }: { inputId: string; result: FormulaResult | undefined; describedBy?: string }) {
  const display = result?.display ?? '';
  const failed = display === 'Error' || display === '#REF';
  return (
    <output
      id={inputId}
      className={failed ? 'fr-formula fr-formula--error' : 'fr-formula'}
      title={result?.message}
      aria-describedby={describedBy}
    >
      {display}
    </output>
  );
}
