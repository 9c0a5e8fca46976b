import { inject, injectable } from 'inversify';
import type {
  Survey,
  SurveyQuestion,
  SurveyQuestionType,
  SurveySettings,
  SurveySummary,
} from '../../domain/surveys/survey.entity';
import type { QuizTeam } from '../../domain/quizzes/quiz-link';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { SurveyGateway, SurveyPeople } from '../../ports/survey-gateway.port';
import { ignoreBody, parseDto, parseList } from './parse-response';
import { QuizTeamDto } from './quiz-sharing.dto';
import { SurveySummaryDto } from './survey.dto';
import { parseSurvey, parseSurveyQuestion } from './survey-parsers';

const parseSummary = parseDto(SurveySummaryDto);

/** Building surveys over HTTP (docs/quizzes-and-surveys.md, "Survey pages"). */
@injectable()
export class HttpSurveyGateway implements SurveyGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<SurveySummary[]>> {
    return this.http.get('survey/list', parseList(parseSummary), undefined, { signal });
  }

  get(surveyId: number, signal?: AbortSignal): Promise<HttpResult<Survey>> {
    return this.http.get('survey', parseSurvey, { id: surveyId }, { signal });
  }

  create(name: string, description: string): Promise<HttpResult<SurveySummary>> {
    return this.http.create('survey', { Name: name, Description: description }, parseSummary);
  }

  update(surveyId: number, name: string, description: string): Promise<HttpResult<unknown>> {
    return this.http.update(
      'survey',
      { SurveyId: surveyId, Name: name, Description: description },
      ignoreBody,
    );
  }

  copy(surveyId: number): Promise<HttpResult<SurveySummary>> {
    return this.http.command('survey/copy', { SurveyId: surveyId }, parseSummary);
  }

  remove(surveyId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('survey', { SurveyId: surveyId }, ignoreBody);
  }

  saveSettings(surveyId: number, settings: SurveySettings): Promise<HttpResult<unknown>> {
    return this.http.command('survey/settings', { SurveyId: surveyId, Settings: settings }, ignoreBody);
  }

  savePeople(surveyId: number, people: SurveyPeople): Promise<HttpResult<unknown>> {
    return this.http.command('survey/users', { SurveyId: surveyId, ...people }, ignoreBody);
  }

  teams(surveyId: number, signal?: AbortSignal): Promise<HttpResult<QuizTeam[]>> {
    return this.http.get('survey/teams', parseList(parseDto(QuizTeamDto)), { surveyId }, { signal });
  }

  reorder(surveyId: number, questionIds: number[]): Promise<HttpResult<unknown>> {
    return this.http.command('survey/reorder', { SurveyId: surveyId, QuestionIds: questionIds }, ignoreBody);
  }

  question(questionId: number, signal?: AbortSignal): Promise<HttpResult<SurveyQuestion>> {
    return this.http.get('surveyquestion', parseSurveyQuestion, { id: questionId }, { signal });
  }

  addQuestion(surveyId: number, type: SurveyQuestionType): Promise<HttpResult<SurveyQuestion>> {
    return this.http.create('surveyquestion', { SurveyId: surveyId, Type: type }, parseSurveyQuestion);
  }

  saveQuestion(question: SurveyQuestion): Promise<HttpResult<SurveyQuestion>> {
    return this.http.update('surveyquestion', question, parseSurveyQuestion);
  }

  removeQuestion(questionId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('surveyquestion', { QuestionId: questionId }, ignoreBody);
  }
}
