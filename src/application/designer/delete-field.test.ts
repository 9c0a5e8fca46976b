import { describe, expect, it } from 'vitest';
import { fieldsOf, formOf, picture } from '../../domain/forms/designer/form-layout.test-helper';
import { FakeDialogs } from '../testing/fakes';
import { DeleteField } from './delete-field.use-case';

async function askedWhenDeleting(fieldId: number, answer: boolean) {
  const dialogs = new FakeDialogs();
  const form = formOf(fieldsOf(1, '|2', 3), [50, 50]);
  const planned = new DeleteField(dialogs).plan(form, fieldId);
  for (let i = 0; i < 10 && dialogs.confirms.length === 0; i++) await Promise.resolve();
  const [question] = dialogs.confirms;
  question!.answer(answer);
  return { question: question!, after: await planned };
}

describe('deleting a field', () => {
  it('warns that a field with data takes its data, linked fields and report columns with it', async () => {
    const { question, after } = await askedWhenDeleting(1, true);
    expect(question.title).toBe('Delete Field?');
    expect(question.message).toBe(
      'Deleting this field also deletes the data entered in it, the linked fields that use it and the report columns built on it. This cannot be undone.',
    );
    expect(picture(after!)).toBe('|2 3');
  });

  it('says that a new line holds no data, and keeps it when the user says no', async () => {
    const { question, after } = await askedWhenDeleting(2, false);
    expect(question.title).toBe('Delete Field?');
    expect(question.message).toBe(
      'This field holds no data: deleting it changes only the layout of the form.',
    );
    expect(after).toBeNull();
  });
});
