import { expect, it, vi } from 'vitest';

// Fresh copies of the adapter and the domain's holder: the test setup has already provided every library.
async function fresh() {
  vi.resetModules();
  const domain = await import('../../domain/forms/libraries/form-libraries');
  const adapter = await import('./dynamic-form-libraries');
  return { ...domain, ...adapter };
}

it('downloads only the libraries asked for, and provides them to the domain', async () => {
  const { formLibrary, isFormLibraryProvided, loadFormLibraries } = await fresh();
  await loadFormLibraries(['dates']);
  expect(formLibrary('dates').utc('2024-03-14', 'YYYY-MM-DD').format('MMM D, YYYY')).toBe('Mar 14, 2024');
  expect([isFormLibraryProvided('masks'), isFormLibraryProvided('richText')]).toEqual([false, false]);
});

it('loads masks and rich text through the port', async () => {
  const { formLibrary, DynamicFormLibraries } = await fresh();
  await new DynamicFormLibraries().load(['masks', 'richText']);
  const masked = new (formLibrary('masks').MaskedPattern)({ mask: '00-00' });
  masked.resolve('1234');
  expect(masked.value).toBe('12-34');
  expect(typeof formLibrary('richText')).toBe('function');
});
