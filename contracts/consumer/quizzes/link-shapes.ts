import { MatchersV3 } from '@pact-foundation/pact';

const { integer, string, boolean, regex } = MatchersV3;

/**
 * Shapes of a module link's answers, the same for a quiz's and a survey's link (one set of proof routes:
 * mock-server/routes/quizzes/link-proof-routes.ts). Shared by quiz-sharing and survey-link Pact tests (issue 34).
 */
export const VISITOR = 'olga@outside.test';

/** A link's hash as the server makes it (32 URL-safe characters). */
export const linkHash = () => regex(/^[A-Za-z0-9_-]{32}$/, 'AbCdEfGhIjKlMnOpQrStUvWxYz012345');

/** The answer to a link whose hash is wrong or turned off (404). */
export const linkNotValid = { Message: string('This link is not valid or was turned off.') };

/** A code was e-mailed. */
export const codeSent = {
  TooManyRequests: boolean(false),
  CodeValidSeconds: integer(600),
  NewCodeInSeconds: integer(60),
  CodeAlreadySent: boolean(false),
};

/** A code that was never sent. */
export const wrongCode = {
  Verified: boolean(false),
  InvalidCode: boolean(true),
  TooManyRequests: boolean(false),
};
