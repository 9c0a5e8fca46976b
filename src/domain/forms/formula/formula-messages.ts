/**
 * Every formula message of the forms specification (section 8), word for word.
 * The UI shows these strings as they are; tests compare against the specification text.
 */
export const FormulaMessage = {
  failedToValidate: 'Failed to validate formula.',
  invalidFieldReference: 'Invalid field reference!',
  invalidFormula: 'Invalid formula!',
  crossReferenceWithAnotherFormula: 'There is a cross/cyclic reference with another formula field.',
  moveWouldCreateCycle:
    'Error: Selected field could not be moved there. This would lead to cross/cyclic references between formula fields.',
} as const;

/** The formula refers to its own field; `n` is the field's editor number (F{n}). */
export function selfReferenceMessage(n: number): string {
  return `There is a self reference in formula. Please remove all references to F${n}.`;
}

/** The formula refers to F{n}, which already depends (directly or not) on the formula being edited. */
export function cyclicDependencyMessage(n: number, name: string): string {
  return `Cyclic dependency found. Please remove all references to F${n} (${name}) as it depends on this formula field.`;
}

/** Shown when the form's formulas contain a cycle; every formula then shows #REF. */
export function crossReferenceMessage(a: string, b: string): string {
  return `There is a cross/cyclic reference between fields "${a}" and "${b}". Formula fields could not be calculated.`;
}

/** Creating a mirror of the field named `name` at the chosen place would close a cycle. */
export function mirrorCycleMessage(name: string): string {
  return `Could not create a mirror field of '${name}' as this results in a cross/cyclic reference between formula fields.`;
}
