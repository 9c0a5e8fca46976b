/**
 * What the report routes share (issue 15; docs/reports.md): the store and hub, the mailer, the clock, the prepared
 * workbooks (one per run, for the user who ran it, for an hour), background work that tests can wait for, and the
 * scheduler (croner) that delivers due filters by e-mail.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cron } from 'croner';
import type {
  ReportDeliveryRecord,
  ReportFilterRecord,
  ReportRecord,
  UserRecord,
} from '../../../fixtures/types';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import { dayInZone, dueDeliveries, formatInZone } from '../../../src/domain/reports/report-schedule';
import { nextId } from '../../forms/form-writes';
import type { Hub } from '../../hub';
import { tellDashboards } from '../dashboard/dashboard-news';
import type { Mailer } from '../../mail/mailer';
import type { Store } from '../../store';
import { filterView, scheduleOf } from './report-data';
import { reportMail } from './report-mail';
import { reportSheet } from './report-rows';
import { XLSX_TYPE, sheetNameOf, workbookName, writeReportWorkbook } from './report-workbook';
import { deliveryMails } from './unmasked-delivery';

const RUN_TTL_MS = 60 * 60 * 1000;

/** What the hub pushed when a run finished: `reportReady`, `reportNoContent` or `reportFailed` with its data. */
export interface RunOutcome {
  Listener: 'reportReady' | 'reportNoContent' | 'reportFailed';
  Data: Record<string, unknown>;
}

export interface PreparedRun {
  RunId: string;
  userId: number;
  FileName: string;
  path: string;
  ready: boolean;
  expires: number;
  /** Set when the run finished; kept (GET reportrun/pending) until acknowledged or expired. */
  outcome?: RunOutcome;
  /** The workbook was downloaded, or a pending answer carried a run without one: not pending any more. */
  acknowledged?: boolean;
}

export class ReportsContext {
  readonly runs = new Map<string, PreparedRun>();
  private readonly pending = new Set<Promise<void>>();
  private readonly dir = mkdtempSync(join(tmpdir(), 'gridwork-reports-'));
  private cron: Cron | null = null;

  constructor(
    readonly store: Store,
    readonly hub: Hub,
    readonly mailer: Mailer,
    readonly now: () => number,
  ) {}

  /** Runs `work` after the answer is sent, keeping track of it. */
  background(work: () => Promise<void>): void {
    const running = work().catch((error: unknown) =>
      console.error('[mock-server] report work failed:', error),
    );
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Produces the workbook of a run: its rows (0: no workbook) and where it is. In slices (report-rows.ts): the mock
   * keeps answering others while it works.
   */
  async produce(
    user: UserRecord,
    report: ReportRecord,
    filter: ReportFilter,
    deliveryDay: string,
    revealTo: readonly UserRecord[] = [],
  ) {
    const sheet = await reportSheet(this.store, user, report, filter, deliveryDay, revealTo);
    if (sheet.rows.length === 0) return { rows: 0, path: null };
    const path = join(this.dir, `${randomUUID()}.xlsx`);
    await writeReportWorkbook(path, sheet, {
      Transposed: filter.Transposed,
      ColumnFormat: filter.ColumnFormat,
      sheetName: sheetNameOf(report.ReportName),
    });
    return { rows: sheet.rows.length, path };
  }

  /**
   * A run for the user who asked: answered at once (202; the work starts on the next turn of the event loop, after
   * the answer has gone), produced in the background, then `reportReady` (`{ RunId, FileName, ReportId, Rows }`),
   * `reportNoContent` (`{ RunId, ReportId, ReportName }`) or `reportFailed` to that user only. The outcome is kept
   * for `GET reportrun/pending` too: a push that found no connected tab, or was sent while it reconnected, is not
   * lost (issue 36). A saved filter's run sets its `LastExecutionDate` when it finishes, as a delivery does (issue 32
   * #15).
   */
  startRun(
    user: UserRecord,
    report: ReportRecord,
    filter: ReportFilter,
    saved?: ReportFilterRecord,
  ): { RunId: string; FileName: string } {
    this.forgetExpired();
    const day = dayInZone(this.now(), filter.TimeZone);
    const run: PreparedRun = {
      RunId: randomUUID(),
      userId: user.id,
      FileName: workbookName(report.ReportName, filter.Name, day),
      path: '',
      ready: false,
      expires: this.now() + RUN_TTL_MS,
    };
    this.runs.set(run.RunId, run);
    this.background(async () => {
      await nextTurn();
      const produced = await this.produce(user, report, filter, day).catch((error: unknown) => {
        console.error('[mock-server] report run failed:', error);
        return { rows: -1, path: null };
      });
      if (saved && this.store.data.reportFilters.includes(saved)) {
        saved.LastExecutionDate = new Date(this.now()).toISOString();
        this.store.save();
      }
      if (produced.path !== null) {
        run.path = produced.path;
        run.ready = true;
      }
      run.outcome =
        produced.path !== null
          ? {
              Listener: 'reportReady',
              Data: {
                RunId: run.RunId,
                FileName: run.FileName,
                ReportId: report.ReportId,
                Rows: produced.rows,
              },
            }
          : produced.rows === 0
            ? {
                Listener: 'reportNoContent',
                Data: { RunId: run.RunId, ReportId: report.ReportId, ReportName: report.ReportName },
              }
            : {
                Listener: 'reportFailed',
                Data: {
                  RunId: run.RunId,
                  ReportId: report.ReportId,
                  Message: 'The report could not be produced. Please try again.',
                },
              };
      this.hub.push(user.id, run.outcome.Listener, run.outcome.Data);
    });
    return { RunId: run.RunId, FileName: run.FileName };
  }

  /**
   * The user's finished runs not yet acknowledged (GET reportrun/pending), oldest first. A run without a workbook is
   * acknowledged by the answer that carries it; a ready one by its download.
   */
  pendingOf(userId: number): RunOutcome[] {
    this.forgetExpired();
    const pending = [...this.runs.values()].filter(
      (run) => run.userId === userId && run.outcome && !run.acknowledged,
    );
    for (const run of pending) if (!run.ready) run.acknowledged = true;
    return pending.map((run) => run.outcome!);
  }

  private forgetExpired(): void {
    for (const [id, run] of this.runs) {
      if (run.expires > this.now()) continue;
      this.runs.delete(id);
      if (run.path) void rm(run.path, { force: true });
    }
  }

  /** Starts the scheduler: every minute, the filters that fell due are delivered. */
  startScheduler(): void {
    this.cron ??= new Cron('* * * * *', { protect: true }, () => {
      this.background(() => this.deliverDue(this.now()).then(() => undefined));
    });
  }

  /**
   * Delivers every scheduled filter that fell due up to `until` (epoch ms) and was not delivered yet: once per
   * filter even when several deliveries fell due while the scheduler slept (the latest). Answers the log entries.
   */
  async deliverDue(until: number): Promise<ReportDeliveryRecord[]> {
    const done: ReportDeliveryRecord[] = [];
    for (const filter of [...this.store.data.reportFilters]) {
      const schedule = scheduleOf(filter);
      if (!schedule) continue;
      // A schedule the scheduler has not seen yet (the demo data) owes nothing from before now.
      const after = filter.scheduledThrough ? Date.parse(filter.scheduledThrough) : this.now();
      const due = dueDeliveries(schedule, after, until);
      const latest = due.at(-1);
      if (latest === undefined) {
        if (!filter.scheduledThrough) {
          filter.scheduledThrough = new Date(after).toISOString();
          this.store.save();
        }
        continue;
      }
      filter.scheduledThrough = new Date(latest).toISOString();
      this.store.save();
      done.push(await this.deliver(filter, latest));
    }
    return done;
  }

  /**
   * One delivery: the workbook produced with the access of who saved the filter last, e-mailed to the recipients
   * (encrypted values in clear only to those who may still see them: unmasked-delivery.ts), logged.
   */
  private async deliver(filter: ReportFilterRecord, dueAt: number): Promise<ReportDeliveryRecord> {
    const entry: ReportDeliveryRecord = {
      DeliveryId: nextId(this.store.data.reportDeliveries.map((d) => d.DeliveryId)),
      FilterId: filter.Id,
      DueAt: new Date(dueAt).toISOString(),
      Status: 'queued',
      Recipients: [...filter.ReportFilterScheduleRecipients],
      Rows: 0,
      Detail: '',
      UpdatedOn: new Date(this.now()).toISOString(),
    };
    this.store.data.reportDeliveries.push(entry);
    this.store.save();
    const finish = (Status: ReportDeliveryRecord['Status'], Detail: string, Rows = 0) => {
      Object.assign(entry, { Status, Detail, Rows, UpdatedOn: new Date(this.now()).toISOString() });
      filter.LastExecutionDate = entry.UpdatedOn;
      this.store.save();
      // The dashboards of who scheduled it and of the recipients who are users here show the new last delivery.
      const emails = new Set(entry.Recipients.map((r) => r.toLowerCase()));
      const readers = this.store.data.users.filter(
        (u) => u.workspaceId === filter.workspaceId && emails.has(u.email.toLowerCase()),
      );
      tellDashboards(this.hub, [filter.savedBy ?? filter.createdBy, ...readers.map((u) => u.id)], 'delivery');
      return entry;
    };
    const report = this.store.data.reports.find((r) => r.ReportId === filter.ReportId);
    // With the access of whoever saved the filter last (docs/authorization.md, "Reports").
    const creator = this.store.userById(filter.savedBy ?? filter.createdBy);
    if (!report || !creator)
      return finish('failed', 'The report or the person who scheduled it no longer exists.');
    const day = dayInZone(dueAt, filter.TimeZone);
    const view = filterView(this.store, filter, this.now());
    // Unmasked values only to those who may still see them (issue 31): the others get them masked.
    const { mails, masked } = deliveryMails(this.store, filter.workspaceId, view);
    const when = formatInZone(dueAt, filter.TimeZone ?? '');
    let rows = 0;
    let content = false;
    for (const mail of mails) {
      let produced: { rows: number; path: string | null };
      try {
        produced = await this.produce(creator, report, mail.filter, day, mail.revealTo);
      } catch (error) {
        return finish(
          'failed',
          `The report could not be produced: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      rows = produced.rows;
      content = produced.path !== null;
      const sent = await this.mailer.send(
        reportMail({
          to: mail.to,
          reportName: report.ReportName,
          filterName: filter.Name,
          when,
          rows: produced.rows,
          workbook: produced.path
            ? {
                filename: workbookName(report.ReportName, filter.Name, day),
                content: await readFile(produced.path),
                contentType: XLSX_TYPE,
              }
            : null,
        }),
      );
      if (produced.path) void rm(produced.path, { force: true });
      if (!sent.delivered) return finish('failed', sent.reason, produced.rows);
    }
    const maskedNote =
      masked.length > 0
        ? ` Encrypted values were masked for ${masked.join(', ')}: not a workspace user who may see them.`
        : '';
    return content
      ? finish('sent', `Sent to ${entry.Recipients.length} recipient(s).${maskedNote}`, rows)
      : finish('no content', `The report had no rows; the recipients were told.${maskedNote}`);
  }

  /** An empty workbook file for a run id (the contract state 'a report workbook is ready'). */
  async placeholderWorkbook(runId: string): Promise<string> {
    const path = join(this.dir, `${runId}.xlsx`);
    await writeReportWorkbook(
      path,
      { columns: [], rows: [] },
      { Transposed: false, ColumnFormat: 0, sheetName: 'Report' },
    );
    return path;
  }

  clear(): void {
    this.runs.clear();
  }

  close(): void {
    this.cron?.stop();
    this.cron = null;
    rmSync(this.dir, { recursive: true, force: true });
  }
}
