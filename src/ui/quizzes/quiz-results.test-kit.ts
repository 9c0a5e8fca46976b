import type { AttemptRow } from '../../domain/quizzes/quiz-results';
import type {
  GradedQuestion,
  QuizAttemptResult,
  QuizQuestionResults,
  QuizResultsList,
} from '../../domain/quizzes/quiz-results-view';
import type { HttpResult } from '../../ports/http-client.port';
import type { QuizResultsGateway } from '../../ports/quiz-results-gateway.port';
import type { Scheduler } from '../../ports/scheduler.port';

const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });

export const immediately: Scheduler = {
  after: (_ms, task) => {
    const id = setTimeout(task, 0);
    return () => clearTimeout(id);
  },
};

export const row = (
  over: Partial<AttemptRow> & Pick<AttemptRow, 'QuizExamId' | 'TakerName'>,
): AttemptRow => ({
  TakerEmail: `${over.TakerName.split(' ')[0]!.toLowerCase()}@demo.test`,
  StartedAt: '2026-03-05T08:00:00.000Z',
  SubmittedAt: '2026-03-05T08:09:00.000Z',
  Seconds: 540,
  Status: 'passed',
  Score: 9,
  MaxScore: 9,
  Percent: 100,
  AutoSubmitted: false,
  Overridden: false,
  ...over,
});

export const LIST: QuizResultsList = {
  QuizId: 1100,
  QuizName: 'Site safety basics',
  PassMarkPercent: 60,
  Attempts: [
    row({
      QuizExamId: 1,
      TakerName: 'Finn Field',
      Score: 9,
      Percent: 100,
      StartedAt: '2026-03-05T08:00:00.000Z',
    }),
    row({
      QuizExamId: 2,
      TakerName: 'Priya Patel',
      Status: 'failed',
      Score: 2,
      Percent: 22.22,
      Seconds: 720,
      StartedAt: '2026-03-05T10:00:00.000Z',
    }),
    row({
      QuizExamId: 3,
      TakerName: 'Lena Novak',
      Status: 'needsGrading',
      Score: 3,
      Percent: 33.33,
      Seconds: 840,
      StartedAt: '2026-03-06T13:00:00.000Z',
    }),
  ],
};

const question = (over: Partial<GradedQuestion> & Pick<GradedQuestion, 'QuestionId' | 'Type' | 'Text'>) =>
  ({
    QuizId: 1100,
    Points: 0,
    MaxPoints: 1,
    AutoPoints: 0,
    Explanation: '',
    Options: [],
    CorrectBoolean: null,
    AcceptedAnswers: [],
    CaseSensitive: false,
    CorrectNumber: null,
    Tolerance: 0,
    Answer: null,
    Graded: false,
    NeedsGrading: false,
    ...over,
  }) as GradedQuestion;

export const ATTEMPT: QuizAttemptResult = {
  QuizId: 1100,
  QuizName: 'Site safety basics',
  PassMarkPercent: 60,
  Attempt: LIST.Attempts[2]!,
  ScoreOverride: null,
  AutoScore: 3,
  Questions: [
    question({
      QuestionId: 11003,
      Type: 'trueFalse',
      Text: 'A ladder should extend 1 metre above the landing.',
      CorrectBoolean: true,
      Answer: true,
      Points: 1,
      AutoPoints: 1,
    }),
    question({
      QuestionId: 11006,
      Type: 'text',
      Text: 'Describe what you do after a near miss.',
      MaxPoints: 3,
      Answer: 'Make the area safe first.',
      NeedsGrading: true,
    }),
  ],
};

/** A gateway answering from lists the test fills, recording the writes. */
export class FakeQuizResultsGateway implements QuizResultsGateway {
  lists: Array<HttpResult<QuizResultsList>> = [];
  listCalls = 0;
  writes: unknown[] = [];
  writeAnswers: Array<HttpResult<QuizAttemptResult>> = [];
  constructor(
    private readonly fallbackList: HttpResult<QuizResultsList> = ok(LIST),
    private readonly attemptAnswer: HttpResult<QuizAttemptResult> = ok(ATTEMPT),
  ) {}
  async list(): Promise<HttpResult<QuizResultsList>> {
    this.listCalls += 1;
    return this.lists.shift() ?? this.fallbackList;
  }
  async attempt(): Promise<HttpResult<QuizAttemptResult>> {
    return this.attemptAnswer;
  }
  async questions(): Promise<HttpResult<QuizQuestionResults>> {
    return { ok: false, failure: { kind: 'status', status: 404, payload: {} } };
  }
  async grade(quizExamId: number, questionId: number, points: number | null) {
    this.writes.push({ grade: [quizExamId, questionId, points] });
    return this.writeAnswers.shift() ?? ok(ATTEMPT);
  }
  async override(quizExamId: number, score: number | null) {
    this.writes.push({ override: [quizExamId, score] });
    return this.writeAnswers.shift() ?? ok(ATTEMPT);
  }
}
