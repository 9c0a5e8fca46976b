import { injectable } from 'inversify';
import {
  isFormLibraryProvided,
  provideFormLibrary,
  type FormLibraryName,
  type FormLibrarySet,
} from '../../domain/forms/libraries/form-libraries';
import type { FormLibraries } from '../../ports/form-libraries.port';

const IMPORTS: { [K in FormLibraryName]: () => Promise<FormLibrarySet[K]> } = {
  dates: () => import('moment').then((module) => module.default),
  masks: () => import('imask'),
  richText: () => import('dompurify').then((module) => module.default),
};

const loading = new Map<FormLibraryName, Promise<void>>();

/**
 * Downloads each library the first time it is asked for (its own chunk, ADR 0011) and provides it to the domain.
 * A download that fails may be tried again.
 */
export function loadFormLibraries(names: Iterable<FormLibraryName>): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const name of names) {
    if (isFormLibraryProvided(name)) continue;
    let load = loading.get(name);
    if (!load) {
      load = IMPORTS[name]().then(
        (library) => provideFormLibrary(name, library as never),
        (error: unknown) => {
          loading.delete(name);
          throw error;
        },
      );
      loading.set(name, load);
    }
    pending.push(load);
  }
  return Promise.all(pending).then(() => undefined);
}

@injectable()
export class DynamicFormLibraries implements FormLibraries {
  load(names: Iterable<FormLibraryName>): Promise<void> {
    return loadFormLibraries(names);
  }
}
