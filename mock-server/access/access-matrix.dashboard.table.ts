/**
 * The access matrix row of the dashboard (issue 35; docs/dashboard.md), in the columns of access-matrix.table.ts:
 * admin, member, field, site, direct, anonymous. Every workspace user has a dashboard of what they may read
 * (mock-server/routes/dashboard/dashboard.test.ts checks what each sees); outside people have none.
 */
import type { MatrixRow } from './access-matrix.types';

export const DASHBOARD_MATRIX: Record<string, MatrixRow> = {
  'GET /dashboard/summary': { expect: [200, 200, 200, 403, 403, 401] },
};
