import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { EditSurvey } from '../../application/surveys/edit-survey.use-case';
import { questionProblem, type SurveyQuestion } from '../../domain/surveys/survey.entity';

/** The id of an option or row the server numbers (`surveyquestion/update` keeps known ids, numbers null ones). */
const NEW_ID = null as unknown as number;

/** The lists of a question a manager edits: the options (a matrix's columns) and a matrix's rows. */
export type ChoiceList = 'Options' | 'Rows';

/**
 * The question editor (modules/survey/question/{questionId}): a draft of the question, saved whole. New options and
 * rows take a provisional id on the page (the domain refuses an id twice) and go to the server without one; it keeps
 * the ids it knows and numbers the new ones, so answers already given stay with their option.
 */
@injectable()
export class SurveyQuestionStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  draft: SurveyQuestion | null = null;
  private saved = '';
  saving = false;
  /** A rule the draft breaks, shown beside the Save button; the draft stays. */
  problem: string | null = null;
  said = '';

  constructor(@inject(EditSurvey) private readonly edit: EditSurvey) {
    makeAutoObservable<SurveyQuestionStore, 'edit'>(this, { edit: false }, { autoBind: true });
  }

  /** Changes not saved yet: leaving asks first. */
  isDirty(): boolean {
    return this.draft !== null && JSON.stringify(this.draft) !== this.saved;
  }

  async opened(questionId: number, signal?: AbortSignal): Promise<void> {
    const question = await this.edit.question(questionId, signal);
    runInAction(() => (question ? this.loaded(question) : (this.state = 'failed')));
  }

  /** Starts the editor on a question (also used by tests and after a save). */
  loaded(question: SurveyQuestion): void {
    this.draft = JSON.parse(JSON.stringify(question)) as SurveyQuestion;
    this.saved = JSON.stringify(question);
    this.state = 'ready';
  }

  changed(change: Partial<Pick<SurveyQuestion, 'Text' | 'Required' | 'MultiLine'>>): void {
    if (!this.draft) return;
    Object.assign(this.draft, change);
    this.problem = null;
  }

  choiceTyped(list: ChoiceList, index: number, text: string): void {
    const item = this.draft?.[list][index];
    if (item) item.Text = text;
    this.problem = null;
  }

  choiceAdded(list: ChoiceList): void {
    if (!this.draft) return;
    if (list === 'Options') {
      const next = Math.max(0, ...this.draft.Options.map((o) => o.OptionId)) + 1;
      this.draft.Options.push({ OptionId: next, Text: '' });
    } else {
      const next = Math.max(0, ...this.draft.Rows.map((r) => r.RowId)) + 1;
      this.draft.Rows.push({ RowId: next, Text: '' });
    }
    this.problem = null;
  }

  choiceRemoved(list: ChoiceList, index: number): void {
    this.draft?.[list].splice(index, 1);
    this.problem = null;
  }

  choiceMoved(list: ChoiceList, index: number, step: -1 | 1): void {
    const items = this.draft?.[list];
    const to = index + step;
    if (!items || to < 0 || to >= items.length) return;
    const [item] = items.splice(index, 1);
    items.splice(to, 0, item as never);
  }

  /**
   * The question as sent: options and rows the saved question does not have go without an id (null), for the server
   * to number; the draft's provisional ids only keep the domain's check (no id twice) true on the page.
   */
  private sent(draft: SurveyQuestion): SurveyQuestion {
    const saved = JSON.parse(this.saved) as SurveyQuestion;
    const options = new Set(saved.Options.map((o) => o.OptionId));
    const rows = new Set(saved.Rows.map((r) => r.RowId));
    return {
      ...draft,
      Options: draft.Options.map((o) => ({ ...o, OptionId: options.has(o.OptionId) ? o.OptionId : NEW_ID })),
      Rows: draft.Rows.map((r) => ({ ...r, RowId: rows.has(r.RowId) ? r.RowId : NEW_ID })),
    };
  }

  /** True when saved; a rule broken or a refusal keeps the draft. */
  async saveClicked(): Promise<boolean> {
    const draft = this.draft;
    if (!draft || this.saving) return false;
    const problem = questionProblem(draft);
    if (problem) {
      this.problem = problem;
      return false;
    }
    this.saving = true;
    const saved = await this.edit.saveQuestion(this.sent(toJS(draft)));
    runInAction(() => {
      this.saving = false;
      if (!saved) return;
      this.loaded(saved);
      this.said = 'Question saved.';
    });
    return saved !== null;
  }
}
