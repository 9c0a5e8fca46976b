import moment from 'moment';
import { expect, it, vi } from 'vitest';

// A fresh copy of the module: the test setup has already provided every library to the shared one.
async function freshLibraries() {
  vi.resetModules();
  return import('./form-libraries');
}

it('a library that was not loaded is a programming error, named with its package', async () => {
  const { formLibrary } = await freshLibraries();
  expect(() => formLibrary('dates')).toThrow(
    'moment is not loaded: a page loads what a form needs (librariesFor) before it draws it.',
  );
  expect(() => formLibrary('masks')).toThrow(/^imask is not loaded/);
  expect(() => formLibrary('richText')).toThrow(/^DOMPurify is not loaded/);
});

it('answers the library once provided', async () => {
  const { formLibrary, isFormLibraryProvided, provideFormLibrary } = await freshLibraries();
  expect(isFormLibraryProvided('dates')).toBe(false);
  provideFormLibrary('dates', moment);
  expect(isFormLibraryProvided('dates')).toBe(true);
  expect(formLibrary('dates')).toBe(moment);
});
