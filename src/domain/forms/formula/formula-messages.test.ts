import { describe, expect, it } from 'vitest';
import {
  FormulaMessage,
  crossReferenceMessage,
  cyclicDependencyMessage,
  mirrorCycleMessage,
  selfReferenceMessage,
} from './formula-messages';

// Each expected string is copied from the forms specification, section 8.
describe('formula messages (specification section 8, word for word)', () => {
  it.each([
    [FormulaMessage.failedToValidate, 'Failed to validate formula.'],
    [FormulaMessage.invalidFieldReference, 'Invalid field reference!'],
    [FormulaMessage.invalidFormula, 'Invalid formula!'],
    [
      FormulaMessage.crossReferenceWithAnotherFormula,
      'There is a cross/cyclic reference with another formula field.',
    ],
    [
      FormulaMessage.moveWouldCreateCycle,
      'Error: Selected field could not be moved there. This would lead to cross/cyclic references between formula fields.',
    ],
    [selfReferenceMessage(7), 'There is a self reference in formula. Please remove all references to F7.'],
    [
      cyclicDependencyMessage(12, 'Total'),
      'Cyclic dependency found. Please remove all references to F12 (Total) as it depends on this formula field.',
    ],
    [
      crossReferenceMessage('Net', 'Gross'),
      'There is a cross/cyclic reference between fields "Net" and "Gross". Formula fields could not be calculated.',
    ],
    [
      mirrorCycleMessage('Total'),
      "Could not create a mirror field of 'Total' as this results in a cross/cyclic reference between formula fields.",
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
