import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { EditQuizQuestion } from '../../application/quizzes/edit-quiz-question.use-case';
import type { QuestionDetail } from '../../domain/quizzes/quiz-authoring';
import type { QuizOption, QuizQuestion } from '../../domain/quizzes/quiz.entity';
import { openPage, saveForm, type PageState } from './authoring-page';

/** What the editor holds while the author types: numbers stay as typed until saved. */
export interface QuestionDraft {
  Text: string;
  Points: string;
  Explanation: string;
  /** A new option has an id of 0 or below until the server numbers it. */
  Options: QuizOption[];
  CorrectBoolean: boolean | null;
  AcceptedAnswers: string[];
  CaseSensitive: boolean;
  CorrectNumber: string;
  Tolerance: string;
}

const draftOf = (q: QuizQuestion): QuestionDraft => ({
  Text: q.Text,
  Points: String(q.Points),
  Explanation: q.Explanation,
  Options: q.Options.map((o) => ({ ...o })),
  CorrectBoolean: q.CorrectBoolean,
  AcceptedAnswers: [...q.AcceptedAnswers],
  CaseSensitive: q.CaseSensitive,
  CorrectNumber: q.CorrectNumber === null ? '' : String(q.CorrectNumber),
  Tolerance: String(q.Tolerance),
});

/** A typed number: blank is NaN here, so the check says what is missing. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The question editor (modules/quiz/question/{questionId}): one question's text, points, explanation and key. */
@injectable()
export class QuizQuestionEditorStore {
  state: PageState = 'loading';
  loadMessage = '';
  question: QuestionDetail | null = null;
  draft: QuestionDraft | null = null;
  private savedDraft = '';
  private nextNewOption = 0;
  busy = false;
  /** Why the question was not saved (checked here or refused by the server); what was typed stays. */
  problem = '';
  said = '';

  constructor(@inject(EditQuizQuestion) private readonly edit: EditQuizQuestion) {
    makeAutoObservable<QuizQuestionEditorStore, 'edit'>(this, { edit: false }, { autoBind: true });
  }

  get isDirty(): boolean {
    return this.draft !== null && JSON.stringify(this.draft) !== this.savedDraft;
  }

  async opened(questionId: number, signal?: AbortSignal): Promise<void> {
    await openPage(
      this,
      () => this.edit.open(questionId, signal),
      (data) => this.show(data),
      signal,
    );
  }

  private show(question: QuestionDetail): void {
    this.question = question;
    this.draft = draftOf(question);
    this.savedDraft = JSON.stringify(this.draft);
  }

  changed<K extends keyof QuestionDraft>(field: K, value: QuestionDraft[K]): void {
    if (this.draft) this.draft[field] = value;
  }

  optionTyped(index: number, text: string): void {
    const option = this.draft?.Options[index];
    if (option) option.Text = text;
  }

  /** Single choice: the option marked is the only correct one. Multiple choice: each is ticked on its own. */
  optionMarked(index: number, correct: boolean): void {
    if (!this.draft || !this.question) return;
    if (this.question.Type === 'single') this.draft.Options.forEach((o, i) => (o.IsCorrect = i === index));
    else if (this.draft.Options[index]) this.draft.Options[index].IsCorrect = correct;
  }

  optionAdded(): void {
    this.draft?.Options.push({ OptionId: this.nextNewOption--, Text: '', IsCorrect: false });
  }

  optionRemoved(index: number): void {
    this.draft?.Options.splice(index, 1);
  }

  answerTyped(index: number, text: string): void {
    if (this.draft && index < this.draft.AcceptedAnswers.length) this.draft.AcceptedAnswers[index] = text;
  }

  answerAdded(): void {
    this.draft?.AcceptedAnswers.push('');
  }

  answerRemoved(index: number): void {
    this.draft?.AcceptedAnswers.splice(index, 1);
  }

  /** The question as it would be sent. */
  get built(): QuizQuestion | null {
    const { question, draft } = this;
    if (!question || !draft) return null;
    return {
      QuestionId: question.QuestionId,
      QuizId: question.QuizId,
      Type: question.Type,
      Text: draft.Text,
      Points: numberOf(draft.Points),
      Explanation: draft.Explanation,
      Options: draft.Options.map((o) => ({ ...o })),
      CorrectBoolean: draft.CorrectBoolean,
      AcceptedAnswers: [...draft.AcceptedAnswers],
      CaseSensitive: draft.CaseSensitive,
      CorrectNumber: draft.CorrectNumber.trim() === '' ? null : numberOf(draft.CorrectNumber),
      Tolerance: draft.Tolerance.trim() === '' ? 0 : numberOf(draft.Tolerance),
    };
  }

  async saveSubmitted(): Promise<boolean> {
    const built = this.built;
    if (!built || this.busy) return false;
    return saveForm(
      this,
      () => this.edit.save(built),
      (data) => this.show(data),
      'Question saved.',
    );
  }
}
