import { FormulaMessage } from './formula-messages';

/** Why a formula text could not be used. `message` is the specification's wording. */
export type FormulaError =
  | { readonly code: 'invalid-formula'; readonly message: typeof FormulaMessage.invalidFormula }
  | { readonly code: 'invalid-reference'; readonly message: typeof FormulaMessage.invalidFieldReference };

export const INVALID_FORMULA: FormulaError = {
  code: 'invalid-formula',
  message: FormulaMessage.invalidFormula,
};
export const INVALID_REFERENCE: FormulaError = {
  code: 'invalid-reference',
  message: FormulaMessage.invalidFieldReference,
};
