import { ContainerModule } from 'inversify';
import { HttpQuizGateway } from '../adapters/http/quiz-gateway.http';
import { HttpQuizAuthoringGateway } from '../adapters/http/quiz-authoring-gateway.http';
import { EditQuiz } from '../application/quizzes/edit-quiz.use-case';
import { EditQuizQuestion } from '../application/quizzes/edit-quiz-question.use-case';
import { SetQuizSettings } from '../application/quizzes/set-quiz-settings.use-case';
import { QuizAuthoringGateway } from '../ports/quiz-authoring-gateway.port';
import { QuizDetailsStore } from '../stores/quizzes/quiz-details.store';
import { QuizQuestionEditorStore } from '../stores/quizzes/quiz-question-editor.store';
import { QuizSettingsStore } from '../stores/quizzes/quiz-settings.store';
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
  bind(HttpQuizAuthoringGateway).toSelf().inSingletonScope();
  bind(QuizAuthoringGateway).toService(HttpQuizAuthoringGateway);
  bind(EditQuiz).toSelf().inSingletonScope();
  bind(EditQuizQuestion).toSelf().inSingletonScope();
  bind(SetQuizSettings).toSelf().inSingletonScope();
  bind(QuizDetailsStore).toSelf().inTransientScope();
  bind(QuizQuestionEditorStore).toSelf().inTransientScope();
  bind(QuizSettingsStore).toSelf().inTransientScope();
});
