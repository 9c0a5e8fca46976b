import { randomUUID } from 'node:crypto';
import { REPORT_FILTER_IDS, REPORT_IDS, USER_IDS, WORKSPACE_ID } from '../../fixtures/ids';
import { HttpError } from '../http';
import { stateParam, type ProviderStateContext, type ProviderStates } from './provider-states';

/** The reports' states (docs/contracts.md; the demo reports are fixtures/reports/). */
export const reportStates: ProviderStates = {
  /**
   * Params `{ Name }`: a report group of that name that holds no report, created by the administrator (issue 32 #15:
   * only an empty group is deleted). Answers `ReportGroupId`, far from the consumer's example.
   */
  'an empty report group exists': (ctx: ProviderStateContext, params) => {
    const Name = stateParam(params, 'Name');
    const ReportGroupId = Math.max(...ctx.store.data.reportGroups.map((g) => g.ReportGroupId)) + 100;
    ctx.store.data.reportGroups.push({
      ReportGroupId,
      Name,
      workspaceId: WORKSPACE_ID,
      createdBy: USER_IDS.admin,
    });
    ctx.store.save();
    return { ReportGroupId };
  },
  /** The demo filter "Monthly inspections" was delivered once by e-mail to the administrator (its delivery log). */
  'a scheduled report was delivered': (ctx: ProviderStateContext) => {
    const log = ctx.store.data.reportDeliveries;
    log.push({
      DeliveryId: Math.max(0, ...log.map((d) => d.DeliveryId)) + 1,
      FilterId: REPORT_FILTER_IDS.weeklyInspections,
      DueAt: '2026-10-31T10:00:00.000Z',
      Status: 'sent',
      Recipients: ['admin@demo.test'],
      Rows: 1,
      Detail: 'Sent to 1 recipient(s).',
      UpdatedOn: '2026-10-31T10:00:02.000Z',
    });
    ctx.store.save();
    return {};
  },
  /**
   * A run of the signed-in user produced its workbook (reportReady was pushed, and is held for GET reportrun/pending
   * until the download). Answers `RunId`. The workbook is a placeholder file: the contract fixes the download's
   * headers, not the workbook (the mock's tests read real ones).
   */
  'a report workbook is ready': async (ctx: ProviderStateContext) => {
    if (!ctx.reports) throw new HttpError(400, 'This server has no reports area.');
    if (ctx.signedInUserId === null) throw new HttpError(400, 'This state follows "a user is signed in".');
    const RunId = randomUUID();
    const path = await ctx.reports.placeholderWorkbook(RunId);
    const FileName = 'Site Inspections - All inspections - 2026-11-25.xlsx';
    ctx.reports.runs.set(RunId, {
      RunId,
      userId: ctx.signedInUserId,
      FileName,
      path,
      ready: true,
      expires: ctx.reports.now() + 3_600_000,
      outcome: {
        Listener: 'reportReady',
        Data: { RunId, FileName, ReportId: REPORT_IDS.inspections, Rows: 1 },
      },
    });
    return { RunId };
  },
};
