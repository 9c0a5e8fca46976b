import { inject, injectable } from 'inversify';
import { ReportMessage } from '../../domain/reports/report-messages';
import type { ReportFilter } from '../../domain/reports/report-filter.entity';
import { filterToSave } from '../../domain/reports/report-filter.rules';
import type { ReportTypeId, RunTicket } from '../../domain/reports/report.entity';
import type { RealtimeMessage } from '../../domain/platform/realtime-events';
import type { HttpResult } from '../../ports/http-client.port';
import { Notifier } from '../../ports/notifier.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { ReportGateway } from '../../ports/report-gateway.port';
import { DownloadFile } from '../platform/download-file.use-case';
import { refusalMessage } from '../platform/refusal-message';

export const reportDownloadUrl = (runId: string) => `/api/reportrun/download?id=${encodeURIComponent(runId)}`;
/** Ours (the spec names the event, not its text). */
export const noContentMessage = (reportName: string) =>
  `The report "${reportName}" had no content: there is nothing to download.`;
export const REPORT_FAILED = 'The report could not be produced. Please try again.';

interface Announced {
  RunId?: unknown;
  ReportName?: unknown;
}

export type RunOutcome = { ok: true; ticket: RunTicket } | { ok: false; message: string | null };

/**
 * A member runs a report (spec §4 "Running"): the answer is not the file. The user is told "Your report is
 * processing. You will be notified upon completion."; `reportReady` naming the run downloads the workbook through
 * the platform's file-download convention, `reportNoContent` says there was nothing. It listens before asking: a
 * small report can be announced before the answer naming it arrives. A push can also be lost, sent while the hub
 * was reconnecting or before it was connected at all (issue 36): each time the hub is connected again while a run
 * waits, the finished runs the server still holds (`GET reportrun/pending`) are taken as if pushed.
 */
@injectable()
export class RunReport {
  constructor(
    @inject(ReportGateway) private readonly reports: ReportGateway,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
    @inject(DownloadFile) private readonly download: DownloadFile,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** Runs a saved filter (POST Filter). */
  filter(
    reportFilterId: number,
    reportId: number,
    finished: (downloaded: boolean) => void = () => {},
  ): Promise<RunOutcome> {
    return this.run(() => this.reports.runFilter(reportFilterId, reportId), finished);
  }

  /** Runs unsaved criteria (the Run Report dialogs: POST FormReport or TaskReport). */
  criteria(
    reportType: ReportTypeId,
    criteria: ReportFilter,
    finished: (downloaded: boolean) => void = () => {},
  ): Promise<RunOutcome> {
    return this.run(() => this.reports.runCriteria(reportType, filterToSave(criteria, reportType)), finished);
  }

  private async run(
    call: () => Promise<HttpResult<RunTicket>>,
    finished: (downloaded: boolean) => void,
  ): Promise<RunOutcome> {
    const early: Array<{ listener: string; data: Announced }> = [];
    let ticket: RunTicket | null = null;
    let settled = false;
    const heard = (message: RealtimeMessage) => {
      if (!message.Listener.startsWith('report') || typeof message.Data !== 'object' || message.Data === null)
        return;
      const event = { listener: message.Listener, data: message.Data as Announced };
      if (ticket === null) early.push(event);
      else if (event.data.RunId === ticket.RunId) settle(event);
    };
    const unsubscribe = this.hub.subscribe(heard);
    const unwatch = this.hub.watchState((state) => {
      if (state === 'connected') void this.pending(heard);
    });
    const stop = () => {
      unsubscribe();
      unwatch();
    };
    const settle = ({ listener, data }: { listener: string; data: Announced }) => {
      if (settled) return;
      settled = true;
      stop();
      if (ticket === null) return;
      if (listener === 'reportReady') {
        void this.download
          .run({ url: reportDownloadUrl(ticket.RunId), fileName: ticket.FileName })
          .then(finished);
        return;
      }
      if (listener === 'reportNoContent')
        this.notifier.show(
          'info',
          noContentMessage(typeof data.ReportName === 'string' ? data.ReportName : ''),
        );
      else this.notifier.show('error', REPORT_FAILED);
      finished(false);
    };
    const answer = await call();
    if (!answer.ok) {
      stop();
      return { ok: false, message: refusalMessage(answer) };
    }
    ticket = answer.data;
    this.notifier.show('info', ReportMessage.processing);
    const announced = early.find((e) => e.data.RunId === ticket?.RunId);
    if (announced) settle(announced);
    return { ok: true, ticket };
  }

  /** The finished runs the server holds, each as if pushed (a failed ask changes nothing: the push may still come). */
  private async pending(heard: (message: RealtimeMessage) => void): Promise<void> {
    const answer = await this.reports.pendingRuns();
    if (answer.ok) for (const run of answer.data) heard(run);
  }
}
