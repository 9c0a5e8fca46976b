import { ContainerModule } from 'inversify';
import { HttpSurveyExamGateway } from '../adapters/http/survey-exam-gateway.http';
import { HttpSurveyGateway } from '../adapters/http/survey-gateway.http';
import { HttpSurveyLinkGateway } from '../adapters/http/survey-link-gateway.http';
import { HttpSurveyResultsGateway } from '../adapters/http/survey-results-gateway.http';
import { EditSurvey } from '../application/surveys/edit-survey.use-case';
import { ManageSurveyList } from '../application/surveys/manage-survey-list.use-case';
import { ShareSurveyLink } from '../application/surveys/share-survey-link.use-case';
import { ReadSurveyResults } from '../application/surveys/read-survey-results.use-case';
import { TakeSurvey } from '../application/surveys/take-survey.use-case';
import { SurveyExamGateway } from '../ports/survey-exam-gateway.port';
import { SurveyGateway } from '../ports/survey-gateway.port';
import { SurveyLinkGateway } from '../ports/survey-link-gateway.port';
import { SurveyResultsGateway } from '../ports/survey-results-gateway.port';
import { SurveyDetailsStore } from '../stores/surveys/survey-details.store';
import { SurveyExamStore } from '../stores/surveys/survey-exam.store';
import { SurveyLinkStore } from '../stores/surveys/survey-link.store';
import { SurveyListStore } from '../stores/surveys/survey-list.store';
import { SurveyQuestionStore } from '../stores/surveys/survey-question.store';
import { SurveyResultsStore } from '../stores/surveys/survey-results.store';

/** Surveys (issue 34; docs/quizzes-and-surveys.md, "Survey pages"). Stores are each page's own. */
export const surveysModule = new ContainerModule(({ bind }) => {
  bind(HttpSurveyGateway).toSelf().inSingletonScope();
  bind(SurveyGateway).toService(HttpSurveyGateway);
  bind(HttpSurveyExamGateway).toSelf().inSingletonScope();
  bind(SurveyExamGateway).toService(HttpSurveyExamGateway);
  bind(HttpSurveyResultsGateway).toSelf().inSingletonScope();
  bind(SurveyResultsGateway).toService(HttpSurveyResultsGateway);
  bind(ManageSurveyList).toSelf().inSingletonScope();
  bind(EditSurvey).toSelf().inSingletonScope();
  bind(TakeSurvey).toSelf().inSingletonScope();
  bind(ReadSurveyResults).toSelf().inSingletonScope();
  bind(SurveyListStore).toSelf().inTransientScope();
  bind(SurveyDetailsStore).toSelf().inTransientScope();
  bind(SurveyQuestionStore).toSelf().inTransientScope();
  bind(SurveyExamStore).toSelf().inTransientScope();
  bind(SurveyResultsStore).toSelf().inTransientScope();
  // "Survey share by link": the Users page's link (the visitor's calls are bound with the module sign-in page).
  bind(HttpSurveyLinkGateway).toSelf().inSingletonScope();
  bind(SurveyLinkGateway).toService(HttpSurveyLinkGateway);
  bind(ShareSurveyLink).toSelf().inSingletonScope();
  bind(SurveyLinkStore).toSelf().inTransientScope();
});
