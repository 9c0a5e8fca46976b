/** Bodies of the quiz link calls (docs/quizzes-and-surveys.md, "Share by link"). */
import { LIMITS } from './limits';
import { Flag, Id, Text } from './schema-rules';

/** A link's hash is 32 characters; a longer one is refused before it is looked up. */
const HASH = { max: 64 } as const;

export class QuizLinkSetBody {
  @Id() QuizId!: number;
  @Flag({}) Enabled!: boolean;
}

export class QuizLinkCodeBody {
  @Id() QuizId!: number;
  @Text(HASH) Hash!: string;
  @Text({ max: LIMITS.email }) Email!: string;
}

export class QuizLinkVerifyBody {
  @Id() QuizId!: number;
  @Text(HASH) Hash!: string;
  @Text({ max: LIMITS.email }) Email!: string;
  /** Six characters; a little room for the spaces and dashes a person may type (normalized before comparing). */
  @Text({ max: 20 }) Code!: string;
}
