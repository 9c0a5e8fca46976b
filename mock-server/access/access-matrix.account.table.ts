/**
 * The access matrix rows of sign-up (issue 35; docs/account.md). Columns as access-matrix.table.ts: admin, member,
 * field, site, direct, anonymous. Anyone may ask for a new workspace: the link e-mailed to the address is the proof.
 */
import type { MatrixRow } from './access-matrix.types';

const ALL = [200, 200, 200, 200, 200, 200] as const;
const TOKEN = 'x'.repeat(43);

const SIGNED_IN = [200, 200, 200, 200, 200, 401] as const;

export const ACCOUNT_MATRIX: Record<string, MatrixRow> = {
  // Privacy consent: one's own (the demo accounts have accepted already).
  'POST /account/privacyconsent/accept': { body: {}, expect: SIGNED_IN },
  // The same answer whether or not the address has an account.
  'POST /account/signup': {
    body: {
      WorkspaceName: 'Matrix Workspace',
      FirstName: 'Nora',
      LastName: 'New',
      Email: 'member@demo.test',
      Password: 'correct horse battery staple',
    },
    expect: ALL,
  },
  'GET /account/signup/check': { url: `/account/signup/check?hash=${TOKEN}&recordId=1`, expect: ALL },
  'POST /account/signup/complete': {
    body: { Hash: TOKEN, RecordId: 1 },
    expect: [400, 400, 400, 400, 400, 400],
  },
};
