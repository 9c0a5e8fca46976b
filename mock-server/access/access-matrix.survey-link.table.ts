/**
 * The access matrix rows of the survey link (issue 34, "Survey share by link"), in the columns of
 * access-matrix.table.ts: admin (Ada, creator of the anonymous pulse, whose link is on in the demo), member (Mel, who
 * may answer it but not manage it), field (Finn, likewise), site, direct, anonymous. Codes and proofs are for
 * visitors without a member session (409); a site account is fenced to its site (403). The survey-taker session's
 * own fence: mock-server/routes/surveys/survey-link.test.ts.
 */
import { SURVEY_IDS, SURVEY_LINK_HASHES } from '../../fixtures/surveys/surveys';
import type { MatrixRow } from './access-matrix.types';

const pulse = SURVEY_IDS.pulse;
const hash = SURVEY_LINK_HASHES.pulse;
const MANAGERS = [200, 403, 403, 403, 403, 401] as const;
const OUTSIDERS = [409, 409, 409, 403, 409, 200] as const;

export const SURVEY_LINK_MATRIX: Record<string, MatrixRow> = {
  'GET /surveylink': { url: `/surveylink?surveyId=${pulse}`, expect: MANAGERS },
  'POST /surveylink/set': { body: { SurveyId: pulse, Enabled: true }, expect: MANAGERS },
  // Anyone holding the link learns where to go (a member who may not answer it: Visitor "refused").
  'GET /surveylink/landing': {
    url: `/surveylink/landing?surveyId=${pulse}&h=${hash}`,
    expect: [200, 200, 200, 403, 200, 200],
  },
  'POST /surveylink/sendcode': {
    body: { SurveyId: pulse, Hash: hash, Email: 'olga@outside.test' },
    expect: OUTSIDERS,
  },
  'POST /surveylink/verify': {
    body: { SurveyId: pulse, Hash: hash, Email: 'olga@outside.test', Code: '222222' },
    expect: OUTSIDERS,
  },
};
