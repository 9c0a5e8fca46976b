import { inject, injectable } from 'inversify';
import { SurveyGateway } from '../../ports/survey-gateway.port';
import {
  SurveyExamGateway,
  type SurveyAnswers,
  type SurveyCompletion,
  type SurveyExam,
  type SurveyIntro,
  type SurveyResponseReport,
} from '../../ports/survey-exam-gateway.port';

export type SurveySubmitOutcome =
  | { kind: 'completed'; completion: SurveyCompletion }
  /** The server refused (a required question unanswered): its message, the answers stay. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/**
 * Someone answers a survey (docs/use-cases/take-survey.md): reads what it is, opens or resumes their response (or a
 * manager's preview, never counted), saves answers as they are given and submits.
 */
@injectable()
export class TakeSurvey {
  constructor(
    @inject(SurveyExamGateway) private readonly exams: SurveyExamGateway,
    @inject(SurveyGateway) private readonly surveys: SurveyGateway,
  ) {}

  /**
   * The introduction a manager previews: read from the survey they manage (`GET survey`), since they need not be one
   * of its respondents; a preview may always start.
   */
  async previewIntro(surveyId: number, signal?: AbortSignal): Promise<SurveyIntro | null> {
    const result = await this.surveys.get(surveyId, signal);
    if (!result.ok) return null;
    const { Name, Description, Questions, Settings } = result.data;
    return {
      SurveyId: surveyId,
      Name,
      Description,
      QuestionCount: Questions.length,
      Anonymous: Settings.Anonymous,
      OpenFrom: Settings.OpenFrom,
      OpenUntil: Settings.OpenUntil,
      CanStart: true,
      Reason: null,
      AlreadyResponded: false,
    };
  }

  async intro(surveyId: number, signal?: AbortSignal): Promise<SurveyIntro | null> {
    const result = await this.exams.intro(surveyId, signal);
    return result.ok ? result.data : null;
  }

  async open(surveyId: number, preview: boolean): Promise<SurveyExam | null> {
    const result = await this.exams.open(surveyId, preview);
    return result.ok ? result.data : null;
  }

  async save(surveyExamId: number, answers: SurveyAnswers): Promise<boolean> {
    return (await this.exams.save(surveyExamId, answers)).ok;
  }

  async submit(surveyExamId: number, answers: SurveyAnswers): Promise<SurveySubmitOutcome> {
    const result = await this.exams.submit(surveyExamId, answers);
    if (result.ok) return { kind: 'completed', completion: result.data };
    const { failure } = result;
    if (failure.kind === 'status' && failure.status === 400) {
      const message = failure.payload.Message ?? failure.payload.message;
      if (message) return { kind: 'refused', message };
    }
    return { kind: 'failed' };
  }

  async report(surveyExamId: number, signal?: AbortSignal): Promise<SurveyResponseReport | null> {
    const result = await this.exams.report(surveyExamId, signal);
    return result.ok ? result.data : null;
  }
}
