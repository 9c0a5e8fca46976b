import { randomUUID } from 'node:crypto';
import { HttpError } from '../http';
import type { ProviderStateContext, ProviderStates } from './provider-states';

/** The reports' states (docs/contracts.md; the demo reports are fixtures/reports/). */
export const reportStates: ProviderStates = {
  /**
   * A run of the signed-in user produced its workbook (reportReady was pushed). Answers `RunId`. The workbook is a
   * placeholder file: the contract fixes the download's headers, not the workbook (the mock's tests read real ones).
   */
  'a report workbook is ready': async (ctx: ProviderStateContext) => {
    if (!ctx.reports) throw new HttpError(400, 'This server has no reports area.');
    if (ctx.signedInUserId === null) throw new HttpError(400, 'This state follows "a user is signed in".');
    const RunId = randomUUID();
    const path = await ctx.reports.placeholderWorkbook(RunId);
    ctx.reports.runs.set(RunId, { RunId, userId: ctx.signedInUserId, FileName: 'Site Inspections - All inspections - 2026-11-25.xlsx', path, ready: true, expires: ctx.reports.now() + 3_600_000 });
    return { RunId };
  },
};
