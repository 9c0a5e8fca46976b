import { beforeEach, describe, expect, it } from 'vitest';
import { FieldType } from '../../domain/forms/form.entity';
import { field, instance, text } from '../../domain/forms/instance/instance.test-helper';
import { failure, settle } from '../testing/fakes';
import { instanceHarness } from './form-instance.test-kit';

const fields = [
  text(1, { Data: 'Jordan' }),
  text(2, { ValidationPatternType: 8, Data: '' }),
  field(3, FieldType.Header, { Data: 'Title' }),
  field(4, FieldType.MirrorField, { ParentFieldDefinitionId: 1 }),
];

let h: ReturnType<typeof instanceHarness>;
beforeEach(() => {
  h = instanceHarness();
  h.gateway.instances.set(300, instance(fields));
});

describe('saving an instance', () => {
  it('an invalid form is blocked with the alert of the specification, and nothing is sent', async () => {
    const editor = h.startEditing(instance(fields));
    editor.change(2, 'not-an-email');
    expect(await h.save.run(editor)).toBe('invalid');
    expect(h.dialogs.alerts).toEqual([
      {
        title: 'Form Validation Failed',
        message: 'Please correct the validation errors shown and try again.',
      },
    ]);
    expect(h.gateway.saves).toEqual([]);
  });

  it('a form without changes is not sent', async () => {
    const editor = h.startEditing(instance(fields));
    expect(await h.save.run(editor)).toBe('unchanged');
    expect(h.gateway.saves).toEqual([]);
  });

  it('sends only the changed fields (never mirrors), says so and clears the draft', async () => {
    const editor = h.startEditing(instance(fields));
    editor.change(1, 'Sam');
    expect(h.draftStore.read(300)).not.toBeNull();
    expect(await h.save.run(editor)).toBe('saved');
    expect(h.gateway.saves).toEqual([
      { instanceId: 300, values: [{ FieldDefinitionId: 1, Data: 'Sam', OptionId: null }] },
    ]);
    expect(h.notifier.shown).toEqual([{ kind: 'success', message: 'Form updated successfully.' }]);
    expect(editor.isDirty).toBe(false);
    expect(h.draftStore.read(300)).toBeNull();
  });

  it('a failed save keeps the changes and the draft', async () => {
    h.gateway.saveAnswer = async () => failure(500);
    const editor = h.startEditing(instance(fields));
    editor.change(1, 'Sam');
    expect(await h.save.run(editor)).toBe('failed');
    expect(editor.isDirty).toBe(true);
    expect(h.draftStore.read(300)?.values).toEqual({ 1: 'Sam' });
    expect(h.notifier.shown).toEqual([]);
  });

  it('what is typed while the save is on its way stays unsaved and in the draft', async () => {
    let answer: () => void = () => undefined;
    h.gateway.saveAnswer = () =>
      new Promise((resolve) => (answer = () => resolve({ ok: true, status: 200, data: instance(fields) })));
    const editor = h.startEditing(instance(fields));
    editor.change(1, 'Sam');
    const saving = h.save.run(editor);
    await settle();
    editor.change(2, 'sam@example.com');
    answer();
    expect(await saving).toBe('saved');
    expect(editor.isDirty).toBe(true);
    expect(h.draftStore.read(300)?.values).toEqual({ 2: 'sam@example.com' });
  });

  it('a read-only instance is never sent', async () => {
    const editor = h.startEditing(instance(fields, { IsReadOnly: true }));
    expect(await h.save.run(editor)).toBe('unchanged');
    expect(h.gateway.saves).toEqual([]);
  });
});
