import { beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { LazyFormExporter } from '../adapters/export/lazy-form-exporter';
import { HttpStoredPicturesGateway } from '../adapters/http/stored-pictures-gateway.http';
import { KeyValueDraftStore } from '../adapters/storage/key-value-draft-store';
import { DraftStore } from '../ports/draft-store.port';
import { FormExporter } from '../ports/form-exporter.port';
import { StoredPictures } from '../ports/stored-pictures.port';
import { FormInstanceStore } from '../stores/form-instance/form-instance.store';
import { ProjectCreateStore } from '../stores/projects/project-create.store';
import { ProjectDetailsStore } from '../stores/projects/project-details.store';
import { ProjectListStore } from '../stores/projects/project-list.store';
import { createFullContainer } from './container';

describe('formInstanceModule in the composition root', () => {
  let container: Container;
  beforeAll(async () => {
    container = await createFullContainer({
      baseUrl: '',
      fetch: globalThis.fetch,
      antiForgeryToken: () => null,
    });
  });

  it.each([FormInstanceStore, ProjectListStore, ProjectCreateStore, ProjectDetailsStore])(
    'builds %o, one per page',
    (Store) => {
      const first = container.get(Store as never);
      expect(first).toBeInstanceOf(Store);
      expect(container.get(Store as never)).not.toBe(first);
    },
  );

  it('exports in the browser, printing stored pictures it asks the server for', () => {
    expect(container.get(FormExporter)).toBeInstanceOf(LazyFormExporter);
    expect(container.get(StoredPictures)).toBeInstanceOf(HttpStoredPicturesGateway);
  });

  it('keeps drafts in the browser storage adapter', () => {
    expect(container.get(DraftStore)).toBeInstanceOf(KeyValueDraftStore);
  });
});
