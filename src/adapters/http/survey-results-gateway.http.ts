import { inject, injectable } from 'inversify';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type {
  SurveyQuestionResult,
  SurveyResponseRow,
  SurveyResultsGateway,
} from '../../ports/survey-results-gateway.port';
import { parseDto, parseList } from './parse-response';
import { SurveyResponseRowDto } from './survey.dto';
import { parseQuestionResult } from './survey-parsers';

/** A survey's results over HTTP (docs/quizzes-and-surveys.md, "Survey pages"). */
@injectable()
export class HttpSurveyResultsGateway implements SurveyResultsGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  responses(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyResponseRow[]>> {
    return this.http.get(
      'surveyresult/list',
      parseList(parseDto(SurveyResponseRowDto)),
      { surveyId },
      { signal },
    );
  }

  questions(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyQuestionResult[]>> {
    return this.http.get('surveyresult/questions', parseList(parseQuestionResult), { surveyId }, { signal });
  }
}
