/** Scheduled deliveries with Unmask on (issue 31; docs/reports.md, "Scheduled delivery"): who receives values in clear. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FIELD_IDS, REPORT_IDS, USER_IDS } from '../../../fixtures/ids';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import type { SmtpSink } from '../../mail/smtp-sink';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { MockClient, RunningMock } from '../../test-support/mock-client';

let sink: SmtpSink;
let running: RunningMock;
let mailing: MailingMock;
beforeAll(async () => {
  mailing = await startMailingMock();
  ({ running, sink } = mailing);
});
afterAll(() => mailing.stop());
beforeEach(() => {
  mailing.reset();
});

const as = async (email = 'admin@demo.test') => {
  const client = running.client();
  await client.login(email);
  return client;
};
const data = () => running.mock.store.data;
const snapshot = () => JSON.stringify(data());
const formFilter = (extra: Partial<ReportFilter> = {}) => ({
  Id: 0,
  ReportId: REPORT_IDS.inspections,
  Name: 'Mine',
  ...extra,
});

describe('unmasked values by e-mail (issue 31)', () => {
  const SSN = '123-45-6789';
  const unmasked = (extra: Partial<ReportFilter>) =>
    formFilter({
      Name: 'Owners',
      Status: '-1',
      StartingDate: '2099-01-01',
      UnmaskEncrypted: true,
      ...extra,
    });
  /** The Owner SSN as a column of Site Inspections, by the administrator. */
  const addSsnColumn = async (admin: MockClient) =>
    expect(
      (
        await admin.post('/api/reportcolumn/addFormReportColumns', {
          reportId: REPORT_IDS.inspections,
          reportColumns: [{ FormFieldId: DEMO_FIELD_IDS.ownerSsn }],
        })
      ).status,
    ).toBe(200);
  /** Every cell of a mailed workbook, as text. */
  const cellsOf = async (mail: { attachments: { content: Buffer }[] }) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(mail.attachments[0]!.content as never);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    return cells;
  };
  const deliver = async (admin: MockClient, id: number) =>
    (
      (await admin.post('/api/__mock/reports/run-due', { until: '2099-01-01T12:00:00Z' })).body as {
        Deliveries: { FilterId: number; Status: string; Detail: string }[];
      }
    ).Deliveries.filter((d) => d.FilterId === id);

  it('refuses to schedule decrypted values to an address outside the workspace, naming it', async () => {
    const member = await as('member@demo.test');
    const before = snapshot();
    const reply = await member.post(
      '/api/reportfilter/createFormReportFilter',
      unmasked({ ReportFilterScheduleRecipients: ['member@demo.test', 'collector@outside.test'] }),
    );
    expect([reply.status, reply.body]).toEqual([
      400,
      {
        Message:
          'Recipients: Unmasked encrypted values are e-mailed only to workspace users, and collector@outside.test is not one. Remove it or turn off "Unmask encrypted fields".',
      },
    ]);
    expect(snapshot()).toBe(before);
    // Masked, the same recipients may have it (reports spec §3: any address).
    const masked = await member.post(
      '/api/reportfilter/createFormReportFilter',
      unmasked({
        UnmaskEncrypted: false,
        ReportFilterScheduleRecipients: ['member@demo.test', 'collector@outside.test'],
      }),
    );
    expect(masked.status).toBe(200);
  });

  it('masks the values, at delivery, for a recipient who no longer may see them, and logs it', async () => {
    const admin = await as();
    await addSsnColumn(admin);
    const created = (
      await admin.post(
        '/api/reportfilter/createFormReportFilter',
        unmasked({ ReportFilterScheduleRecipients: ['admin@demo.test', 'lena@demo.test'] }),
      )
    ).body as ReportFilter;
    expect((await admin.post('/api/usersetup/deactivate', { UserId: USER_IDS.lead })).status).toBe(200);
    // A filter stored before the rule, with an outside address.
    data()
      .reportFilters.find((f) => f.Id === created.Id)!
      .ReportFilterScheduleRecipients.push('collector@outside.test');
    const [delivery] = await deliver(admin, created.Id);
    expect(delivery).toMatchObject({
      Status: 'sent',
      Detail:
        'Sent to 3 recipient(s). Encrypted values were masked for lena@demo.test, collector@outside.test: not a workspace user who may see them.',
    });
    const toAdmin = await sink.next(
      (m) =>
        m.subject.startsWith('Report "Site Inspections", filter "Owners"') &&
        m.to.includes('admin@demo.test'),
    );
    const toOthers = await sink.next(
      (m) =>
        m.subject.startsWith('Report "Site Inspections", filter "Owners"') &&
        m.to.includes('collector@outside.test'),
    );
    expect([toAdmin.to, toOthers.to]).toEqual([
      ['admin@demo.test'],
      ['lena@demo.test', 'collector@outside.test'],
    ]);
    expect(await cellsOf(toAdmin)).toContain(SSN);
    const masked = await cellsOf(toOthers);
    expect(masked).not.toContain(SSN);
    expect(masked.some((cell) => cell.endsWith('6789'))).toBe(true);
  });

  it('shows a value in clear only where every recipient may see it', async () => {
    const admin = await as();
    await addSsnColumn(admin);
    // Finn (Field Team) may not open the Design Team's inspection that holds the SSN: it goes masked to both.
    const created = (
      await admin.post(
        '/api/reportfilter/createFormReportFilter',
        unmasked({ ReportFilterScheduleRecipients: ['admin@demo.test', 'field@demo.test'] }),
      )
    ).body as ReportFilter;
    const [delivery] = await deliver(admin, created.Id);
    expect(delivery).toMatchObject({ Status: 'sent', Detail: 'Sent to 2 recipient(s).' });
    const mail = await sink.next((m) => m.subject.startsWith('Report "Site Inspections", filter "Owners"'));
    expect(mail.to).toEqual(['admin@demo.test', 'field@demo.test']);
    expect(await cellsOf(mail)).not.toContain(SSN);
  });
});
