import { ContainerModule } from 'inversify';
import { HttpQuizGateway } from '../adapters/http/quiz-gateway.http';
import { HttpQuizPreviewGateway } from '../adapters/http/quiz-preview-gateway.http';
import { ManageQuizList } from '../application/quizzes/manage-quiz-list.use-case';
import { TakeQuiz } from '../application/quizzes/take-quiz.use-case';
import { PreviewQuiz } from '../application/quizzes/preview-quiz.use-case';
import { ReadQuizReports } from '../application/quizzes/read-quiz-reports.use-case';
import { QuizGateway } from '../ports/quiz-gateway.port';
import { QuizPreviewGateway } from '../ports/quiz-preview-gateway.port';
import { QuizExamStore } from '../stores/quizzes/quiz-exam.store';
import { QuizListStore } from '../stores/quizzes/quiz-list.store';
import { QuizPreviewStore } from '../stores/quizzes/quiz-preview.store';
import { QuizReportsStore } from '../stores/quizzes/quiz-reports.store';

/** Quizzes, module 1100 (issue 34; docs/quizzes-and-surveys.md). Stores are each page's own. */
export const quizzesModule = new ContainerModule(({ bind }) => {
  bind(HttpQuizGateway).toSelf().inSingletonScope();
  bind(QuizGateway).toService(HttpQuizGateway);
  bind(ManageQuizList).toSelf().inSingletonScope();
  bind(TakeQuiz).toSelf().inSingletonScope();
  bind(QuizListStore).toSelf().inTransientScope();
  bind(QuizExamStore).toSelf().inTransientScope();
  bind(HttpQuizPreviewGateway).toSelf().inSingletonScope();
  bind(QuizPreviewGateway).toService(HttpQuizPreviewGateway);
  bind(PreviewQuiz).toSelf().inSingletonScope();
  bind(ReadQuizReports).toSelf().inSingletonScope();
  bind(QuizPreviewStore).toSelf().inTransientScope();
  bind(QuizReportsStore).toSelf().inTransientScope();
});
