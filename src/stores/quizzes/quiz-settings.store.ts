import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SetQuizSettings } from '../../application/quizzes/set-quiz-settings.use-case';
import type { QuizDetail } from '../../domain/quizzes/quiz-authoring';
import type { QuizSettings, ShowAnswers } from '../../domain/quizzes/quiz.entity';
import { openPage, saveForm, type PageState } from './authoring-page';

/** The settings as the form holds them: numbers and dates as typed (blank: none). */
export interface SettingsDraft {
  TimeLimitMinutes: string;
  AttemptsAllowed: string;
  PassMarkPercent: string;
  ShuffleQuestions: boolean;
  ShuffleOptions: boolean;
  ShowAnswers: ShowAnswers;
  OneQuestionPerPage: boolean;
  /** A datetime-local value (the browser's time zone). */
  OpenFrom: string;
  OpenUntil: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in this browser's time zone. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const instantOf = (local: string) => (local.trim() === '' ? null : new Date(local).toISOString());
const wholeOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

const draftOf = (s: QuizSettings): SettingsDraft => ({
  TimeLimitMinutes: s.TimeLimitMinutes === null ? '' : String(s.TimeLimitMinutes),
  AttemptsAllowed: s.AttemptsAllowed === null ? '' : String(s.AttemptsAllowed),
  PassMarkPercent: String(s.PassMarkPercent),
  ShuffleQuestions: s.ShuffleQuestions,
  ShuffleOptions: s.ShuffleOptions,
  ShowAnswers: s.ShowAnswers,
  OneQuestionPerPage: s.OneQuestionPerPage,
  OpenFrom: localInputOf(s.OpenFrom),
  OpenUntil: localInputOf(s.OpenUntil),
});

/** A quiz's settings page (modules/quiz/settings/{quizId}). */
@injectable()
export class QuizSettingsStore {
  state: PageState = 'loading';
  loadMessage = '';
  quiz: QuizDetail | null = null;
  draft: SettingsDraft | null = null;
  private savedDraft = '';
  busy = false;
  problem = '';
  said = '';

  constructor(@inject(SetQuizSettings) private readonly settings: SetQuizSettings) {
    makeAutoObservable<QuizSettingsStore, 'settings'>(this, { settings: false }, { autoBind: true });
  }

  get isDirty(): boolean {
    return this.draft !== null && JSON.stringify(this.draft) !== this.savedDraft;
  }

  async opened(quizId: number, signal?: AbortSignal): Promise<void> {
    await openPage(
      this,
      () => this.settings.open(quizId, signal),
      (data) => this.show(data),
      signal,
    );
  }

  private show(quiz: QuizDetail): void {
    this.quiz = quiz;
    this.draft = draftOf(quiz.Settings);
    this.savedDraft = JSON.stringify(this.draft);
  }

  changed<K extends keyof SettingsDraft>(field: K, value: SettingsDraft[K]): void {
    if (this.draft) this.draft[field] = value;
  }

  get built(): QuizSettings | null {
    const d = this.draft;
    if (!d) return null;
    return {
      TimeLimitMinutes: wholeOf(d.TimeLimitMinutes),
      AttemptsAllowed: wholeOf(d.AttemptsAllowed),
      PassMarkPercent: d.PassMarkPercent.trim() === '' ? Number.NaN : Number(d.PassMarkPercent.trim()),
      ShuffleQuestions: d.ShuffleQuestions,
      ShuffleOptions: d.ShuffleOptions,
      ShowAnswers: d.ShowAnswers,
      OneQuestionPerPage: d.OneQuestionPerPage,
      OpenFrom: instantOf(d.OpenFrom),
      OpenUntil: instantOf(d.OpenUntil),
    };
  }

  async saveSubmitted(): Promise<boolean> {
    const built = this.built;
    if (!built || !this.quiz || this.busy) return false;
    const quizId = this.quiz.QuizId;
    return saveForm(
      this,
      () => this.settings.save(quizId, built),
      (data) => this.show(data),
      'Settings saved.',
    );
  }
}
