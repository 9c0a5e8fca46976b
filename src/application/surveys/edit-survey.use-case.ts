import { inject, injectable } from 'inversify';
import type {
  Survey,
  SurveyQuestion,
  SurveyQuestionType,
  SurveySettings,
} from '../../domain/surveys/survey.entity';
import type { QuizTeam } from '../../domain/quizzes/quiz-link';
import { DirectoryGateway, type ScopeUser } from '../../ports/directory-gateway.port';
import { Dialogs } from '../../ports/dialogs.port';
import { SurveyGateway, type SurveyPeople } from '../../ports/survey-gateway.port';

/**
 * A manager builds a survey (docs/use-cases/edit-survey.md): its name and description, its questions (add, delete
 * after confirming, reorder, edit each), its settings, and who may manage and answer it.
 */
@injectable()
export class EditSurvey {
  constructor(
    @inject(SurveyGateway) private readonly surveys: SurveyGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(DirectoryGateway) private readonly directory: DirectoryGateway,
  ) {}

  /** The workspace's people, to give manage and answer rights to. */
  async people(): Promise<ScopeUser[] | null> {
    const result = await this.directory.scopeUsers();
    return result.ok ? result.data : null;
  }

  /** The teams the survey may be shared with ("Everyone in the workspace" first); none when the read failed. */
  async teams(surveyId: number, signal?: AbortSignal): Promise<QuizTeam[]> {
    const result = await this.surveys.teams(surveyId, signal);
    return result.ok ? result.data : [];
  }

  async load(surveyId: number, signal?: AbortSignal): Promise<Survey | null> {
    const result = await this.surveys.get(surveyId, signal);
    return result.ok ? result.data : null;
  }

  async describe(surveyId: number, name: string, description: string): Promise<boolean> {
    return (await this.surveys.update(surveyId, name.trim(), description.trim())).ok;
  }

  async reorder(surveyId: number, questionIds: number[]): Promise<boolean> {
    return (await this.surveys.reorder(surveyId, questionIds)).ok;
  }

  async addQuestion(surveyId: number, type: SurveyQuestionType): Promise<SurveyQuestion | null> {
    const result = await this.surveys.addQuestion(surveyId, type);
    return result.ok ? result.data : null;
  }

  /** True when deleted; false when the manager kept it or the call failed. */
  async removeQuestion(
    question: Pick<SurveyQuestion, 'QuestionId' | 'Text'>,
    number: number,
  ): Promise<boolean> {
    const sure = await this.dialogs.confirm({
      title: 'Delete Question?',
      message: `Question ${number}, "${question.Text}", and its answers will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!sure) return false;
    return (await this.surveys.removeQuestion(question.QuestionId)).ok;
  }

  async question(questionId: number, signal?: AbortSignal): Promise<SurveyQuestion | null> {
    const result = await this.surveys.question(questionId, signal);
    return result.ok ? result.data : null;
  }

  /** The saved question (new options and rows numbered by the server), or null: the editor keeps the draft. */
  async saveQuestion(question: SurveyQuestion): Promise<SurveyQuestion | null> {
    const result = await this.surveys.saveQuestion(question);
    return result.ok ? result.data : null;
  }

  async saveSettings(surveyId: number, settings: SurveySettings): Promise<boolean> {
    return (await this.surveys.saveSettings(surveyId, settings)).ok;
  }

  async savePeople(surveyId: number, people: SurveyPeople): Promise<boolean> {
    return (await this.surveys.savePeople(surveyId, people)).ok;
  }
}
