import { ContainerModule } from 'inversify';
import { HttpQuizGateway } from '../adapters/http/quiz-gateway.http';
import { HttpQuizSharingGateway } from '../adapters/http/quiz-sharing-gateway.http';
import { EnterSharedQuiz } from '../application/quizzes/enter-shared-quiz.use-case';
import { ShareQuiz } from '../application/quizzes/share-quiz.use-case';
import { QuizSharingGateway } from '../ports/quiz-sharing-gateway.port';
import { QuizEntryStore } from '../stores/quizzes/quiz-entry.store';
import { QuizIntroStore } from '../stores/quizzes/quiz-intro.store';
import { QuizUsersStore } from '../stores/quizzes/quiz-users.store';
import { ManageQuizList } from '../application/quizzes/manage-quiz-list.use-case';
import { TakeQuiz } from '../application/quizzes/take-quiz.use-case';
import { QuizGateway } from '../ports/quiz-gateway.port';
import { QuizExamStore } from '../stores/quizzes/quiz-exam.store';
import { QuizListStore } from '../stores/quizzes/quiz-list.store';

/** Quizzes, module 1100 (issue 34; docs/quizzes-and-surveys.md). Stores are each page's own. */
export const quizzesModule = new ContainerModule(({ bind }) => {
  bind(HttpQuizGateway).toSelf().inSingletonScope();
  bind(QuizGateway).toService(HttpQuizGateway);
  bind(ManageQuizList).toSelf().inSingletonScope();
  bind(TakeQuiz).toSelf().inSingletonScope();
  bind(QuizListStore).toSelf().inTransientScope();
  bind(QuizExamStore).toSelf().inTransientScope();
  bind(HttpQuizSharingGateway).toSelf().inSingletonScope();
  bind(QuizSharingGateway).toService(HttpQuizSharingGateway);
  bind(ShareQuiz).toSelf().inSingletonScope();
  bind(EnterSharedQuiz).toSelf().inSingletonScope();
  bind(QuizUsersStore).toSelf().inTransientScope();
  bind(QuizEntryStore).toSelf().inTransientScope();
  bind(QuizIntroStore).toSelf().inTransientScope();
});
