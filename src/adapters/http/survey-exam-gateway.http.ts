import { inject, injectable } from 'inversify';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type {
  SurveyAnswers,
  SurveyCompletion,
  SurveyExam,
  SurveyExamGateway,
  SurveyIntro,
  SurveyResponseReport,
} from '../../ports/survey-exam-gateway.port';
import { parseDto } from './parse-response';
import { SurveyCompletionDto, SurveyIntroDto } from './survey.dto';
import { parseSurveyExam, parseSurveyReport } from './survey-parsers';

/** Answering surveys over HTTP (docs/quizzes-and-surveys.md, "Survey pages"). */
@injectable()
export class HttpSurveyExamGateway implements SurveyExamGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  intro(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyIntro>> {
    return this.http.get('surveyexam/intro', parseDto(SurveyIntroDto), { surveyId }, { signal });
  }

  open(surveyId: number, preview: boolean): Promise<HttpResult<SurveyExam>> {
    const body = preview ? { SurveyId: surveyId, Preview: true } : { SurveyId: surveyId };
    return this.http.command('surveyexam/open', body, parseSurveyExam);
  }

  save(surveyExamId: number, answers: SurveyAnswers): Promise<HttpResult<SurveyExam>> {
    return this.http.command(
      'surveyexam/save',
      { SurveyExamId: surveyExamId, Answers: answers },
      parseSurveyExam,
    );
  }

  submit(surveyExamId: number, answers: SurveyAnswers): Promise<HttpResult<SurveyCompletion>> {
    return this.http.command(
      'surveyexam/submit',
      { SurveyExamId: surveyExamId, Answers: answers },
      parseDto(SurveyCompletionDto),
    );
  }

  report(surveyExamId: number, signal?: AbortSignal): Promise<HttpResult<SurveyResponseReport>> {
    return this.http.get('surveyexam/report', parseSurveyReport, { id: surveyExamId }, { signal });
  }
}
