/** Bodies of the survey link calls (docs/quizzes-and-surveys.md, "Survey share by link"). */
import { LIMITS } from './limits';
import { Flag, Id, Text } from './schema-rules';

/** A link's hash is 32 characters; a longer one is refused before it is looked up. */
const HASH = { max: 64 } as const;

export class SurveyLinkSetBody {
  @Id() SurveyId!: number;
  @Flag({}) Enabled!: boolean;
}

export class SurveyLinkCodeBody {
  @Id() SurveyId!: number;
  @Text(HASH) Hash!: string;
  @Text({ max: LIMITS.email }) Email!: string;
}

export class SurveyLinkVerifyBody {
  @Id() SurveyId!: number;
  @Text(HASH) Hash!: string;
  @Text({ max: LIMITS.email }) Email!: string;
  /** Six characters; a little room for the spaces and dashes a person may type (normalized before comparing). */
  @Text({ max: 20 }) Code!: string;
}
