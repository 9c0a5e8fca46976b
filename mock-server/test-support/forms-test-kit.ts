import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { layoutForm } from '../../src/domain/forms/designer/form-layout';
import type { Form } from '../../src/domain/forms/form.entity';
import { startMock, type MockClient, type RunningMock } from './mock-client';

/** One in-memory mock server for a test file, reset before each test; `as(email)` signs a new client in. */
export function useFormsMock() {
  let running: RunningMock;
  beforeAll(async () => {
    running = await startMock();
  });
  afterAll(() => running.stop());
  beforeEach(() => running.mock.reset());
  return {
    get running() {
      return running;
    },
    async as(email = 'admin@demo.test'): Promise<MockClient> {
      const client = running.client();
      await client.login(email);
      return client;
    },
  };
}

/** The form is laid out by the designer's rules: nothing would change. */
export function expectLaidOut(form: Form): void {
  const { form: laidOut, changed } = layoutForm(form);
  expect(changed).toEqual([]);
  expect(laidOut.Rows).toEqual(form.Rows);
  expect(laidOut.Columns).toEqual(form.Columns);
  expect(form.Fields.map((f) => f.Sequence)).toEqual(form.Fields.map((_, i) => i + 1));
  expect([laidOut.FormWidthInPx, laidOut.FormHeightInPx]).toEqual([form.FormWidthInPx, form.FormHeightInPx]);
}

/** Field ids of a form in layout order. */
export const idsOf = (form: Pick<Form, 'Fields'>) => form.Fields.map((f) => f.FieldDefinitionId);
