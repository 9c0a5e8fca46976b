import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageSurveyList } from '../../application/surveys/manage-survey-list.use-case';
import type { SurveySummary } from '../../domain/surveys/survey.entity';

const byName = (a: SurveySummary, b: SurveySummary) => a.Name.localeCompare(b.Name);

/** The survey list (modules/survey/list): the surveys the member manages, the new-survey form and renaming. */
@injectable()
export class SurveyListStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  surveys: SurveySummary[] = [];
  newName = '';
  busy = false;
  /** The survey being renamed, and the name typed. */
  renaming: { surveyId: number; name: string } | null = null;
  /** What the last action did, for the page's live region. */
  said = '';

  constructor(@inject(ManageSurveyList) private readonly manage: ManageSurveyList) {
    makeAutoObservable<SurveyListStore, 'manage'>(this, { manage: false }, { autoBind: true });
  }

  async opened(signal?: AbortSignal): Promise<void> {
    const surveys = await this.manage.list(signal);
    runInAction(() => {
      if (surveys) this.surveys = surveys.slice().sort(byName);
      this.state = surveys ? 'ready' : 'failed';
    });
  }

  nameTyped(name: string): void {
    this.newName = name;
  }

  /** Creates the survey; answers it so the page can open its details. */
  async createSubmitted(): Promise<SurveySummary | null> {
    if (this.newName.trim() === '' || this.busy) return null;
    this.busy = true;
    const survey = await this.manage.create(this.newName);
    runInAction(() => {
      this.busy = false;
      if (!survey) return;
      this.newName = '';
      this.surveys = [...this.surveys, survey].sort(byName);
      this.said = `Created "${survey.Name}".`;
    });
    return survey;
  }

  renameClicked(survey: SurveySummary): void {
    this.renaming = { surveyId: survey.SurveyId, name: survey.Name };
  }

  renameTyped(name: string): void {
    if (this.renaming) this.renaming.name = name;
  }

  renameCancelled(): void {
    this.renaming = null;
  }

  async renameSubmitted(): Promise<void> {
    const renaming = this.renaming;
    const survey = this.surveys.find((s) => s.SurveyId === renaming?.surveyId);
    if (!renaming || !survey || renaming.name.trim() === '') return;
    const name = renaming.name.trim();
    if (!(await this.manage.rename(survey, name))) return;
    runInAction(() => {
      this.surveys = this.surveys
        .map((s) => (s.SurveyId === survey.SurveyId ? { ...s, Name: name } : s))
        .sort(byName);
      this.renaming = null;
      this.said = `Renamed "${survey.Name}" to "${name}".`;
    });
  }

  async copyClicked(survey: SurveySummary): Promise<void> {
    const copy = await this.manage.copy(survey.SurveyId);
    runInAction(() => {
      if (!copy) return;
      this.surveys = [...this.surveys, copy].sort(byName);
      this.said = `Copied "${survey.Name}" as "${copy.Name}".`;
    });
  }

  async deleteClicked(survey: SurveySummary): Promise<void> {
    if (!(await this.manage.remove(survey))) return;
    runInAction(() => {
      this.surveys = this.surveys.filter((s) => s.SurveyId !== survey.SurveyId);
      this.said = `Deleted "${survey.Name}".`;
    });
  }
}
