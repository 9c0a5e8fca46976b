/**
 * The access matrix rows of the quiz link (issue 34, "Share by link"), in the columns of access-matrix.table.ts:
 * admin (Ada, creator of the bridge quiz), member (Mel, who neither manages nor takes it), field (Finn, its manager and
 * of its Field Team), site, direct, anonymous. Codes and proofs are for visitors without a member session (409); a
 * site account is fenced to its site (403). The quiz-taker session's own fence: mock-server/routes/quizzes/quiz-link.test.ts.
 */
import { QUIZ_IDS, QUIZ_LINK_HASHES } from '../../fixtures/quizzes/quizzes';
import type { MatrixRow } from './access-matrix.types';

const bridge = QUIZ_IDS.bridge;
const hash = QUIZ_LINK_HASHES.bridge;
const MANAGERS = [200, 403, 200, 403, 403, 401] as const;
const OUTSIDERS = [409, 409, 409, 403, 409, 200] as const;

export const QUIZ_LINK_MATRIX: Record<string, MatrixRow> = {
  'GET /quizlink/people': { url: `/quizlink/people?quizId=${bridge}`, expect: MANAGERS },
  'POST /quizlink/set': { body: { QuizId: bridge, Enabled: true }, expect: MANAGERS },
  // Anyone holding the link learns where to go (a member who may not take it: Visitor "refused").
  'GET /quizlink/landing': {
    url: `/quizlink/landing?quizId=${bridge}&h=${hash}`,
    expect: [200, 200, 200, 403, 200, 200],
  },
  'POST /quizlink/sendcode': {
    body: { QuizId: bridge, Hash: hash, Email: 'olga@outside.test' },
    expect: OUTSIDERS,
  },
  'POST /quizlink/verify': {
    body: { QuizId: bridge, Hash: hash, Email: 'olga@outside.test', Code: '222222' },
    expect: OUTSIDERS,
  },
};
