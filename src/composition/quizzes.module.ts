import { ContainerModule } from 'inversify';
import { LazyQuizResultsExporter } from '../adapters/export/lazy-quiz-results-exporter';
import { HttpQuizGateway } from '../adapters/http/quiz-gateway.http';
import { HttpQuizResultsGateway } from '../adapters/http/quiz-results-gateway.http';
import { GradeQuizAttempt } from '../application/quizzes/grade-quiz-attempt.use-case';
import { ReadQuizResults } from '../application/quizzes/read-quiz-results.use-case';
import { ManageQuizList } from '../application/quizzes/manage-quiz-list.use-case';
import { TakeQuiz } from '../application/quizzes/take-quiz.use-case';
import { QuizGateway } from '../ports/quiz-gateway.port';
import { QuizResultsExporter } from '../ports/quiz-results-exporter.port';
import { QuizResultsGateway } from '../ports/quiz-results-gateway.port';
import { QuizAttemptGradingStore } from '../stores/quizzes/quiz-attempt-grading.store';
import { QuizExamStore } from '../stores/quizzes/quiz-exam.store';
import { QuizListStore } from '../stores/quizzes/quiz-list.store';
import { QuizQuestionResultsStore } from '../stores/quizzes/quiz-question-results.store';
import { QuizResultsStore } from '../stores/quizzes/quiz-results.store';

/** Quizzes, module 1100 (issue 34; docs/quizzes-and-surveys.md). Stores are each page's own. */
export const quizzesModule = new ContainerModule(({ bind }) => {
  bind(HttpQuizGateway).toSelf().inSingletonScope();
  bind(QuizGateway).toService(HttpQuizGateway);
  bind(ManageQuizList).toSelf().inSingletonScope();
  bind(TakeQuiz).toSelf().inSingletonScope();
  bind(QuizListStore).toSelf().inTransientScope();
  bind(QuizExamStore).toSelf().inTransientScope();
  // Results pages (managers only).
  bind(HttpQuizResultsGateway).toSelf().inSingletonScope();
  bind(QuizResultsGateway).toService(HttpQuizResultsGateway);
  bind(LazyQuizResultsExporter).toSelf().inSingletonScope();
  bind(QuizResultsExporter).toService(LazyQuizResultsExporter);
  bind(ReadQuizResults).toSelf().inSingletonScope();
  bind(GradeQuizAttempt).toSelf().inSingletonScope();
  bind(QuizResultsStore).toSelf().inTransientScope();
  bind(QuizQuestionResultsStore).toSelf().inTransientScope();
  bind(QuizAttemptGradingStore).toSelf().inTransientScope();
});
