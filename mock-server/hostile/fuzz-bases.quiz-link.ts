import { QUIZ_IDS, QUIZ_LINK_HASHES } from '../../fixtures/quizzes/quizzes';

/** Valid bodies of the quiz link routes (issue 34, "Share by link") for the fuzz to mutate. */
export function quizLinkFuzzBases(): Record<string, unknown> {
  const link = { QuizId: QUIZ_IDS.bridge, Hash: QUIZ_LINK_HASHES.bridge, Email: 'olga@outside.test' };
  return {
    '/quizlink/set': { QuizId: QUIZ_IDS.bridge, Enabled: true },
    '/quizlink/sendcode': link,
    '/quizlink/verify': { ...link, Code: '222222' },
  };
}
