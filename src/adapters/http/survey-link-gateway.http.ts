import { inject, injectable } from 'inversify';
import type { SurveyLink } from '../../domain/surveys/survey-link';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { SurveyLinkGateway } from '../../ports/survey-link-gateway.port';
import { parseDto } from './parse-response';
import { SurveyLinkDto } from './survey-link.dto';

const parseLink = parseDto(SurveyLinkDto);

/** A survey's link for its managers over HTTP (docs/quizzes-and-surveys.md, "Survey share by link"). */
@injectable()
export class HttpSurveyLinkGateway implements SurveyLinkGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  link(surveyId: number, signal?: AbortSignal): Promise<HttpResult<SurveyLink>> {
    return this.http.get('surveylink', parseLink, { surveyId }, { signal });
  }

  setLink(surveyId: number, enabled: boolean): Promise<HttpResult<SurveyLink>> {
    return this.http.command('surveylink/set', { SurveyId: surveyId, Enabled: enabled }, parseLink);
  }
}
