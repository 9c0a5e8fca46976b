import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SurveyAnswer, SurveyQuestion } from '../../domain/surveys/survey.entity';
import { SurveyAnswerInput } from './survey-answer-input';

afterEach(cleanup);

const question = (Type: SurveyQuestion['Type'], Text: string): SurveyQuestion => ({
  QuestionId: 7,
  SurveyId: 1,
  Type,
  Text,
  Required: false,
  Options: [],
  Rows: [],
  MultiLine: false,
});

/** The input as the exam page holds it: each answer given is kept and shown back. */
function answering(q: SurveyQuestion, first: SurveyAnswer | undefined = undefined) {
  const given: SurveyAnswer[] = [];
  function Holder() {
    const [answer, setAnswer] = useState<SurveyAnswer | undefined>(first);
    return (
      <SurveyAnswerInput
        question={q}
        number={2}
        answer={answer}
        onAnswer={(a) => {
          given.push(a);
          setAnswer(a);
        }}
      />
    );
  }
  render(<Holder />);
  return given;
}

describe('survey answer inputs (issue 34 surveys)', () => {
  it('a rating question offers 1 to 5 under its text and answers the number picked', () => {
    const given = answering(question('rating', 'How useful was the visit?'));
    const group = screen.getByRole('group', { name: /How useful was the visit\?/ });
    const points = Array.from(group.querySelectorAll('input[type="radio"]')).map(
      (input) => (input as HTMLInputElement).labels?.[0]?.textContent,
    );
    expect(points).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(given).toEqual([4]);
    expect((screen.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a 0-10 question offers 0 to 10, answers 0 as a real answer, and can be cleared when not required', () => {
    const given = answering(question('nps', 'How likely are you to recommend us?'));
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByText('0 is not at all likely, 10 extremely likely.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '0' }));
    expect(given).toEqual([0]);
    expect((screen.getByRole('radio', { name: '0' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear answer to question 2' }));
    expect(given).toEqual([0, null]);
    expect((screen.getByRole('radio', { name: '0' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a resumed 0-10 answer shows as chosen', () => {
    answering(question('nps', 'How likely are you to recommend us?'), 9);
    expect((screen.getByRole('radio', { name: '9' }) as HTMLInputElement).checked).toBe(true);
  });
});
