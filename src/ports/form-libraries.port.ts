import type { FormLibraryName } from '../domain/forms/libraries/form-libraries';

/**
 * Loads the libraries a form needs (moment, imask, DOMPurify: domain/forms/libraries) before a page draws it, so
 * that a form without dates, masks or rich text does without their code (ADR 0011).
 */
export interface FormLibraries {
  /** Resolves once every one named is loaded; rejects when one cannot be downloaded. */
  load(names: Iterable<FormLibraryName>): Promise<void>;
}
export const FormLibraries = Symbol('FormLibraries');
