/** Bodies of an author's preview of a quiz (issue 34; docs/quizzes-and-surveys.md, "Preview and reports"). */
import { Id, rule } from './schema-rules';
import { Answers, answerMapProblem } from './quizzes.schema';

export class PreviewSaveBody {
  @Id() QuizId!: number;
  @Answers() Answers!: Record<string, unknown>;
}

export class PreviewSubmitBody {
  @Id() QuizId!: number;
  /** The last answers not saved yet (optional). */
  @rule('answers', answerMapProblem, true) Answers?: Record<string, unknown> | null;
}
