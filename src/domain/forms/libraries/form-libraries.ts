import type moment from 'moment';
import type * as imask from 'imask';
import type { DOMPurify } from 'dompurify';

/**
 * The three libraries a form may need beyond the platform (ADR 0011): moment to show dates in a date format and
 * to fill the date picker, imask for masked fields, DOMPurify for the rich text of header and text fields. A form
 * that uses none of them does without their code (150 KB). The page loads what a form needs before it draws the
 * form (the FormLibraries port; in Node they are all provided up front), and the code that uses one asks for it
 * here, synchronously. Which a form needs: library-needs.ts.
 */
export interface FormLibrarySet {
  dates: typeof moment;
  masks: typeof imask;
  richText: DOMPurify;
}

export type FormLibraryName = keyof FormLibrarySet;

export const ALL_FORM_LIBRARIES: readonly FormLibraryName[] = ['dates', 'masks', 'richText'];

const PACKAGES: Record<FormLibraryName, string> = { dates: 'moment', masks: 'imask', richText: 'DOMPurify' };

const provided: Partial<FormLibrarySet> = {};

export function provideFormLibrary<K extends FormLibraryName>(name: K, library: FormLibrarySet[K]): void {
  provided[name] = library;
}

export function isFormLibraryProvided(name: FormLibraryName): boolean {
  return provided[name] !== undefined;
}

/** The library, which the page loaded before it drew the form; a page that did not is a programming error. */
export function formLibrary<K extends FormLibraryName>(name: K): FormLibrarySet[K] {
  const library = provided[name];
  if (library === undefined) {
    throw new Error(
      `${PACKAGES[name]} is not loaded: a page loads what a form needs (librariesFor) before it draws it.`,
    );
  }
  return library as FormLibrarySet[K];
}
