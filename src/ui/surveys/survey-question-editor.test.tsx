import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditSurvey } from '../../application/surveys/edit-survey.use-case';
import { FakeDialogs, ok } from '../../application/testing/fakes';
import type { SurveyQuestion } from '../../domain/surveys/survey.entity';
import type { DirectoryGateway } from '../../ports/directory-gateway.port';
import type { SurveyGateway } from '../../ports/survey-gateway.port';
import { SurveyQuestionStore } from '../../stores/surveys/survey-question.store';
import { SurveyQuestionEditor } from './survey-question-editor';

afterEach(cleanup);

const MATRIX: SurveyQuestion = {
  QuestionId: 40,
  SurveyId: 12,
  Type: 'matrix',
  Text: 'How was each part of the visit?',
  Required: false,
  Options: [
    { OptionId: 1, Text: 'Poor' },
    { OptionId: 2, Text: 'Good' },
  ],
  Rows: [{ RowId: 1, Text: 'Welcome' }],
  MultiLine: false,
};

/** The editor over a store whose gateway records each question sent and answers it renumbered as the server does. */
function editorOn(question: SurveyQuestion) {
  const sent: SurveyQuestion[] = [];
  const gateway = {
    saveQuestion: async (q: SurveyQuestion) => {
      sent.push(q);
      let next = Math.max(0, ...q.Rows.map((r) => r.RowId ?? 0)) + 1;
      return ok({ ...q, Rows: q.Rows.map((r) => ({ ...r, RowId: r.RowId ?? next++ })) });
    },
  } as unknown as SurveyGateway;
  const store = new SurveyQuestionStore(new EditSurvey(gateway, new FakeDialogs(), {} as DirectoryGateway));
  store.loaded(question);
  render(<SurveyQuestionEditor store={store} />);
  return { sent, store };
}

describe('the survey question editor (issue 34 surveys)', () => {
  it('edits a matrix: adds a row, renames a column, marks it required, and saves the question whole', async () => {
    const { sent, store } = editorOn(MATRIX);
    const rows = screen.getByRole('group', { name: 'Rows' });
    const columns = screen.getByRole('group', { name: 'Columns (the choices of each row)' });
    expect((within(rows).getByLabelText('Row 1') as HTMLInputElement).value).toBe('Welcome');

    fireEvent.click(within(rows).getByRole('button', { name: 'Add row' }));
    fireEvent.change(within(rows).getByLabelText('Row 2'), { target: { value: 'Site tour' } });
    fireEvent.change(within(columns).getByLabelText('Option 2'), { target: { value: 'Very good' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Required/ }));
    expect(store.isDirty()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ...MATRIX,
      Required: true,
      Options: [
        { OptionId: 1, Text: 'Poor' },
        { OptionId: 2, Text: 'Very good' },
      ],
      // The new row goes without an id: the server numbers it.
      Rows: [
        { RowId: 1, Text: 'Welcome' },
        { RowId: null, Text: 'Site tour' },
      ],
    });
    await waitFor(() => expect(store.isDirty()).toBe(false));
  });

  it('keeps the draft and says why when a row has no text, sending nothing', async () => {
    const { sent } = editorOn(MATRIX);
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Every option and row needs a text.');
    expect(sent).toHaveLength(0);
    expect((screen.getByLabelText('Row 2') as HTMLInputElement).value).toBe('');
  });

  it('moves a column down, so the matrix shows the choices in the new order', async () => {
    const { sent } = editorOn(MATRIX);
    fireEvent.click(screen.getByRole('button', { name: 'Move down option 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.Options.map((o) => o.Text)).toEqual(['Good', 'Poor']);
  });
});
