import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { EditSurvey } from '../../application/surveys/edit-survey.use-case';
import type { QuizTeam } from '../../domain/quizzes/quiz-link';
import {
  settingsProblem,
  type Survey,
  type SurveyQuestion,
  type SurveyQuestionType,
  type SurveySettings,
} from '../../domain/surveys/survey.entity';
import type { ScopeUser } from '../../ports/directory-gateway.port';

/** Team 0: every workspace user (docs/quizzes-and-surveys.md, "Survey pages"). */
export const EVERYONE_TEAM = 0;

/**
 * A survey being built, for its details, settings and users pages: name and description, the questions in order
 * (Move up / Move down, add, delete), the settings draft, and who may manage and answer it.
 */
@injectable()
export class SurveyDetailsStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  survey: Survey | null = null;
  name = '';
  description = '';
  settings: SurveySettings | null = null;
  managers: number[] = [];
  takers: number[] = [];
  teams: number[] = [];
  people: ScopeUser[] = [];
  /** The teams offered on the users page, "Everyone in the workspace" (team 0) first. */
  teamChoices: QuizTeam[] = [];
  newType: SurveyQuestionType = 'single';
  busy = false;
  /** A rule the draft breaks (settings), shown beside the Save button. */
  problem: string | null = null;
  /** What the last action did, for the page's live region. */
  said = '';

  constructor(@inject(EditSurvey) private readonly edit: EditSurvey) {
    makeAutoObservable<SurveyDetailsStore, 'edit'>(this, { edit: false }, { autoBind: true });
  }

  get questions(): SurveyQuestion[] {
    return this.survey?.Questions ?? [];
  }

  async opened(surveyId: number, signal?: AbortSignal): Promise<void> {
    this.state = 'loading';
    const survey = await this.edit.load(surveyId, signal);
    runInAction(() => {
      if (!survey) {
        this.state = 'failed';
        return;
      }
      this.survey = survey;
      this.name = survey.Name;
      this.description = survey.Description;
      this.settings = { ...survey.Settings };
      this.managers = [...survey.ManagerUserIds];
      this.takers = [...survey.TakerUserIds];
      this.teams = [...survey.TakerTeamIds];
      this.state = 'ready';
    });
  }

  /** The users page also lists the workspace's people and teams. */
  async peopleOpened(surveyId: number, signal?: AbortSignal): Promise<void> {
    const [people, teams] = await Promise.all([
      this.edit.people(),
      this.edit.teams(surveyId, signal),
      this.opened(surveyId, signal),
    ]);
    runInAction(() => {
      this.people = (people ?? []).slice().sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
      this.teamChoices = teams;
    });
  }

  nameTyped(name: string): void {
    this.name = name;
  }

  descriptionTyped(description: string): void {
    this.description = description;
  }

  async detailsSaved(): Promise<void> {
    const survey = this.survey;
    if (!survey || this.name.trim() === '' || this.busy) return;
    this.busy = true;
    const ok = await this.edit.describe(survey.SurveyId, this.name, this.description);
    runInAction(() => {
      this.busy = false;
      if (!ok) return;
      survey.Name = this.name.trim();
      survey.Description = this.description.trim();
      this.said = 'Name and description saved.';
    });
  }

  typeChosen(type: SurveyQuestionType): void {
    this.newType = type;
  }

  /** Adds a question of the chosen type at the end; answers it so the page can open its editor. */
  async addClicked(): Promise<SurveyQuestion | null> {
    const survey = this.survey;
    if (!survey || this.busy) return null;
    this.busy = true;
    const question = await this.edit.addQuestion(survey.SurveyId, this.newType);
    runInAction(() => {
      this.busy = false;
      if (question) survey.Questions = [...survey.Questions, question];
    });
    return question;
  }

  async deleteClicked(question: SurveyQuestion): Promise<void> {
    const survey = this.survey;
    if (!survey) return;
    const number = survey.Questions.indexOf(question) + 1;
    if (!(await this.edit.removeQuestion(question, number))) return;
    runInAction(() => {
      survey.Questions = survey.Questions.filter((q) => q.QuestionId !== question.QuestionId);
      this.said = `Deleted question ${number}.`;
    });
  }

  /** Moves a question by `step` (-1 up, 1 down, or further when dragged); the server gets the whole order. */
  async moved(question: SurveyQuestion, step: number): Promise<void> {
    const survey = this.survey;
    if (!survey) return;
    const before = survey.Questions;
    const from = before.indexOf(question);
    const to = Math.max(0, Math.min(before.length - 1, from + step));
    if (from < 0 || to === from) return;
    const after = before.slice();
    after.splice(from, 1);
    after.splice(to, 0, question);
    survey.Questions = after;
    this.said = `Question ${from + 1} moved to position ${to + 1}.`;
    const ok = await this.edit.reorder(
      survey.SurveyId,
      after.map((q) => q.QuestionId),
    );
    runInAction(() => {
      if (ok) return;
      survey.Questions = before;
      this.said = 'The order could not be saved: the questions are back where they were.';
    });
  }

  settingsChanged(change: Partial<SurveySettings>): void {
    if (!this.settings) return;
    this.settings = { ...this.settings, ...change };
    this.problem = null;
  }

  async settingsSaved(): Promise<void> {
    const survey = this.survey;
    const settings = this.settings;
    if (!survey || !settings || this.busy) return;
    const problem = settingsProblem(settings);
    if (problem) {
      this.problem = problem;
      return;
    }
    this.busy = true;
    const ok = await this.edit.saveSettings(survey.SurveyId, settings);
    runInAction(() => {
      this.busy = false;
      if (!ok) return;
      survey.Settings = settings;
      this.said = 'Settings saved.';
    });
  }

  managerToggled(userId: number, on: boolean): void {
    this.managers = toggled(this.managers, userId, on);
  }

  takerToggled(userId: number, on: boolean): void {
    this.takers = toggled(this.takers, userId, on);
  }

  teamToggled(teamId: number, on: boolean): void {
    this.teams = toggled(this.teams, teamId, on);
  }

  async peopleSaved(): Promise<void> {
    const survey = this.survey;
    if (!survey || this.busy) return;
    this.busy = true;
    const people = { ManagerUserIds: this.managers, TakerUserIds: this.takers, TakerTeamIds: this.teams };
    const ok = await this.edit.savePeople(survey.SurveyId, people);
    runInAction(() => {
      this.busy = false;
      if (!ok) return;
      Object.assign(survey, people);
      this.said = 'Who may manage and answer is saved.';
    });
  }
}

export const nameOf = (user: ScopeUser) => `${user.FirstName} ${user.LastName}`.trim() || user.Email;

const toggled = (ids: readonly number[], id: number, on: boolean) =>
  on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((one) => one !== id);
