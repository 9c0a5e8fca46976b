import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { FieldDialogMode } from '../../domain/forms/designer/field-dialog-mode';
import { newField } from '../../domain/forms/designer/field-creation';
import { FieldType, type FieldDefinition, type Form } from '../../domain/forms/form.entity';
import { designerDialogsTestKit } from './designer-dialogs.test-helper';
import { FieldDialogStore } from './field-dialog.store';

const form: Form = {
  FormId: 200,
  FormName: 'Site Inspection',
  Rows: [],
  Columns: [],
  Options: { Ruler: 0, Guide: 0 },
  Fields: [
    {
      FieldDefinitionId: 1,
      FormId: 200,
      TypeId: FieldType.TextBox,
      Name: 'Amount',
      Sequence: 1,
      ColSpan: 1,
      DataTypeId: 2,
    },
  ],
};

function open(
  field: FieldDefinition,
  mode: (typeof FieldDialogMode)[keyof typeof FieldDialogMode] = FieldDialogMode.Form,
) {
  const kit = designerDialogsTestKit();
  const store = kit.resolve(FieldDialogStore);
  store.open({ mode, field, form, otherFormsInSet: [] });
  return { kit, store };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FieldDialogStore', () => {
  it('reads a field as new when the form does not hold its id', () => {
    expect(open(newField(FieldType.TextBox, form)).store.isNew).toBe(true);
    expect(open(form.Fields[0]).store.isNew).toBe(false);
  });

  it('refuses an invalid field with the dialog message and calls nothing', async () => {
    const { store } = open({ ...newField(FieldType.TextBox, form), Name: ' ' });
    let called = false;
    expect(
      await store.submit(async () => {
        called = true;
        return null;
      }),
    ).toBe(false);
    expect(called).toBe(false);
    expect(store.message).toBe('Please fix the validation errors shown above and try again.');
    expect(store.errorsOf('Name')).toEqual(['Required!']);
  });

  it('changes what the dialog shows in actions only, also after checking the pattern (no MobX strict-mode warning)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const field of [
        { ...newField(FieldType.TextBox, form), Name: ' ' },
        newField(FieldType.TextBox, form),
      ]) {
        const { store } = open(field);
        const stop = autorun(() => void [store.busy, store.message, store.tab]);
        await store.submit(async () => null);
        stop();
      }
      expect(warn.mock.calls.flat().filter((text) => String(text).includes('[MobX]'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('after a failed restrictions save, submits again as an update of the created field', async () => {
    const { store, kit } = open(newField(FieldType.TextBox, form));
    store.parts?.restrictions.toggled('Restrictions', true);
    kit.fieldSetup.failNext = { ok: false, failure: { kind: 'status', status: 500, payload: {} } };
    const sent: FieldDefinition[] = [];
    const submit = async (field: FieldDefinition) => {
      sent.push(field);
      return { fieldDefinitionId: 40 };
    };
    expect(await store.submit(submit)).toBe(false);
    expect(store.message).toBe('Unexpected error');
    expect(store.isNew).toBe(false);
    expect(await store.submit(submit)).toBe(true);
    expect(sent.map((f) => f.FieldDefinitionId)).toEqual([2, 40]);
    expect(kit.fieldSetup.sentPermissions.map((p) => p.id)).toEqual([40, 40]);
  });

  it('saves no restrictions or validation in template mode', async () => {
    const { store, kit } = open({ ...form.Fields[0], TemplateId: 400 }, FieldDialogMode.Template);
    await settle();
    expect(store.sections.restrictions).toBe(false);
    expect(await store.submit(async () => null)).toBe(true);
    expect(kit.fieldSetup.sentPermissions).toEqual([]);
    expect(kit.fieldSetup.sentValidations).toEqual([]);
  });

  it('is dirty after a change, and asks before discarding it', async () => {
    const { store, kit } = open(form.Fields[0]);
    await settle();
    expect(store.dirty).toBe(false);
    store.draft.labelChanged('Net amount');
    expect(store.dirty).toBe(true);
    let closed = false;
    const closing = store.closeRequested(() => {
      closed = true;
    });
    expect(kit.dialogs.top?.title).toBe('Discard changes?');
    kit.dialogs.answer(kit.dialogs.top?.id ?? 0, false);
    await closing;
    expect(closed).toBe(false);
  });

  it('shows the restrictions as unavailable when they cannot be loaded', async () => {
    const kit = designerDialogsTestKit();
    kit.fieldSetup.failNext = { ok: false, failure: { kind: 'status', status: 500, payload: {} } };
    const store = kit.resolve(FieldDialogStore);
    store.open({ mode: FieldDialogMode.Form, field: form.Fields[0], form, otherFormsInSet: [] });
    await settle();
    expect(store.setupState).toBe('failed');
  });

  it('comes back to life when opened again after a dispose (StrictMode in development)', async () => {
    const { store } = open(form.Fields[0]);
    store.dispose();
    store.open({ mode: FieldDialogMode.Form, field: form.Fields[0], form, otherFormsInSet: [] });
    await settle();
    expect(store.setupState).toBe('ready');
    expect(store.parts?.restrictions.choicesLoaded).toBe(true);
  });

  it.each([
    ['a member who may not decrypt', { share: false, decrypt: false }, true, false],
    ['an administrator', { share: true, decrypt: true }, false, true],
  ])(
    '%s: encryption of a saved encrypted field locked %s, restrictions shown %s (docs/authorization.md)',
    (_who, access, locked, restrictions) => {
      const kit = designerDialogsTestKit();
      const store = kit.resolve(FieldDialogStore);
      const ssn = { ...form.Fields[0]!, EncryptData: true, DisplayMask: 1 as const, DataTypeId: 1 as const };
      store.open({
        mode: FieldDialogMode.Form,
        field: ssn,
        form: { ...form, Fields: [ssn] },
        otherFormsInSet: [],
        access,
      });
      expect([store.encryptionLocked, store.sections.restrictions]).toEqual([locked, restrictions]);
    },
  );

  it('never locks the encryption of a new field', () => {
    const kit = designerDialogsTestKit();
    const store = kit.resolve(FieldDialogStore);
    store.open({
      mode: FieldDialogMode.Form,
      field: { ...newField(FieldType.TextBox, form), EncryptData: true },
      form,
      otherFormsInSet: [],
      access: { share: false, decrypt: false },
    });
    expect(store.encryptionLocked).toBe(false);
  });
});
