import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_FIELD_IDS, FORM_IDS, REPORT_COLUMN_IDS, REPORT_IDS } from '../../../fixtures/ids';
import { HttpReportGateway } from '../../../src/adapters/http/report-gateway.http';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { MEMBER, getHeaders, gridworkPact, httpClientFor, postHeaders, signedIn } from '../pact-support';

const { integer, nullValue, string, eachLike } = MatchersV3;

/** The member holds Update on reports (reportAuth 7): every column call of the report details page is theirs. */
const member = (url: string) => new HttpReportGateway(httpClientFor(url, MEMBER).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);

type Source = { predefined: number } | { field: number };
/** A column as the API answers it: exactly one of PredefinedFieldId and FormFieldId is set. */
const column = (Header: string, source: Source, Order: number, FormatType = 0, Format = '') => ({
  ColumnId: integer(7000 + Order - 1),
  Header: string(Header),
  FormatType: integer(FormatType),
  Format: string(Format),
  Order: integer(Order),
  PredefinedFieldId: 'predefined' in source ? integer(source.predefined) : nullValue(),
  FormFieldId: 'field' in source ? integer(source.field) : nullValue(),
  FieldName: string(Header),
  ReferenceLabel: string(''),
  SourceName: string('predefined' in source ? 'Project' : 'Site Inspection'),
});
/** The Site Inspections report with the given columns. */
const inspections = (columns: ReturnType<typeof column>[]) => ({
  ReportId: id('Report', 'inspections'),
  ReportName: string('Site Inspections'),
  ReportType: integer(1),
  ReportGroupId: id('ReportGroup', 'operations'),
  ReportGroupName: string('Operations'),
  ReportColumns: columns,
});
const P = (n: number): Source => ({ predefined: n });
const F = (n: number): Source => ({ field: n });
/** The demo Site Inspections report's columns, in their seeded order. */
const project = column('Project', P(1), 1);
const inspector = column('Inspector', F(6), 2);
const inspectedOn = column('Inspected on', F(8), 3, 27);
const total = column('Total', F(43), 4, 17);
/** Every column call here is the member's, on the demo data. */
const memberPact = () =>
  gridworkPact()
    .given(...signedIn('member'))
    .given(DEMO_DATA);

describe('report column calls of the report details page (issue 15)', () => {
  it('reads a report with its columns in order', async () => {
    const pact = memberPact()
      .uponReceiving('a request for the Site Inspections report with its columns')
      .withRequest({
        method: 'GET',
        path: '/api/report',
        query: { reportId: idText('Report', 'inspections'), reportType: '1' },
        headers: memberGet,
      })
      .willRespondWith({
        status: 200,
        body: inspections([project, inspector, inspectedOn, total]),
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).report(REPORT_IDS.inspections, 1)).toMatchObject({
        ok: true,
        data: {
          ReportName: 'Site Inspections',
          ReportColumns: [{ Header: 'Project' }, {}, {}, { FormatType: 17 }],
        },
      });
    });
  });

  it('lists a form’s fields and the predefined fields of a forms report', async () => {
    const pact = memberPact()
      .uponReceiving('a request for the fields of the Site Inspection form for the Site Inspections report')
      .withRequest({
        method: 'GET',
        path: '/api/report/fields',
        query: { reportId: idText('Report', 'inspections'), formId: idText('Form', 'demo') },
        headers: memberGet,
      })
      .willRespondWith({
        status: 200,
        body: {
          FormFields: eachLike({
            FieldId: integer(6),
            Name: string('Inspector'),
            ReferenceLabel: string('inspector'),
          }),
          PredefinedFields: eachLike({
            FieldId: integer(1),
            Name: string('Project Name'),
            ReferenceLabel: string('ProjectName'),
            Source: string('project'),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).fields(REPORT_IDS.inspections, FORM_IDS.demo);
      expect(result).toMatchObject({
        ok: true,
        data: {
          FormFields: [{ Name: 'Inspector' }],
          PredefinedFields: [{ Name: 'Project Name', Source: 'project' }],
        },
      });
    });
  });

  it('adds a form field and a predefined field as columns of a forms report', async () => {
    const pact = memberPact()
      .uponReceiving(
        'a request to add the inspector e-mail and the instance name as columns of Site Inspections',
      )
      .withRequest({
        method: 'POST',
        path: '/api/reportcolumn/addFormReportColumns',
        headers: memberPost,
        body: {
          reportId: id('Report', 'inspections'),
          reportColumns: [{ FormFieldId: id('DemoField', 'inspectorEmail') }, { PredefinedFieldId: 5 }],
        },
      })
      .willRespondWith({
        status: 200,
        body: inspections([
          project,
          inspector,
          inspectedOn,
          total,
          column('Inspector email', F(7), 5),
          column('Form Instance Name', P(5), 6),
        ]),
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).addColumns(1, REPORT_IDS.inspections, [
        { FormFieldId: DEMO_FIELD_IDS.inspectorEmail },
        { PredefinedFieldId: 5 },
      ]);
      expect(result.ok && result.data.ReportColumns.map((c) => [c.FormFieldId, c.PredefinedFieldId])).toEqual(
        [
          [null, 1],
          [6, null],
          [8, null],
          [43, null],
          [7, null],
          [null, 5],
        ],
      );
    });
  });

  it('adds a predefined task field as a column of a task report', async () => {
    const task = (Header: string, field: number, Order: number) => ({
      ...column(Header, P(field), Order),
      SourceName: string('Task'),
    });
    const pact = memberPact()
      .uponReceiving('a request to add the task description as a column of Open Tasks')
      .withRequest({
        method: 'POST',
        path: '/api/reportcolumn/addTaskReportColumns',
        headers: memberPost,
        body: { reportId: id('Report', 'openTasks'), reportColumns: [{ PredefinedFieldId: 11 }] },
      })
      .willRespondWith({
        status: 200,
        body: {
          ReportId: id('Report', 'openTasks'),
          ReportName: string('Open Tasks'),
          ReportType: integer(2),
          ReportGroupId: id('ReportGroup', 'operations'),
          ReportGroupName: string('Operations'),
          ReportColumns: [
            task('Task', 10, 1),
            task('Project', 1, 2),
            task('Assignees', 13, 3),
            { ...task('Due', 14, 4), FormatType: integer(26) },
            task('Completed', 15, 5),
            task('Task Description', 11, 6),
          ],
        },
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).addColumns(2, REPORT_IDS.openTasks, [
        { PredefinedFieldId: 11 },
      ]);
      expect(result).toMatchObject({ ok: true, data: { ReportColumns: { 5: { PredefinedFieldId: 11 } } } });
    });
  });

  it('saves a column’s header and custom format (Report Columns edit dialog)', async () => {
    const pact = memberPact()
      .uponReceiving('a request to give the Total column of Site Inspections a header and a custom format')
      .withRequest({
        method: 'POST',
        path: '/api/reportcolumn/update',
        headers: memberPost,
        body: {
          reportId: id('Report', 'inspections'),
          columnId: id('ReportColumn', 'total'),
          header: 'Amount',
          formatType: -1,
          format: '#,##0.00',
        },
      })
      .willRespondWith({
        status: 200,
        body: inspections([
          column('Project', P(1), 1),
          column('Inspector', F(6), 2),
          column('Inspected on', F(8), 3, 27),
          column('Amount', F(43), 4, -1, '#,##0.00'),
        ]),
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).updateColumn({
        reportId: REPORT_IDS.inspections,
        columnId: REPORT_COLUMN_IDS.total,
        header: 'Amount',
        formatType: -1,
        format: '#,##0.00',
      });
      expect(result).toMatchObject({
        ok: true,
        data: { ReportColumns: { 3: { Header: 'Amount', Format: '#,##0.00' } } },
      });
    });
  });

  it('saves a new order of the columns (updateOrder)', async () => {
    const pact = memberPact()
      .uponReceiving('a request to move the Inspector column of Site Inspections to the top')
      .withRequest({
        method: 'POST',
        path: '/api/reportcolumn/updateOrder',
        headers: memberPost,
        body: {
          reportId: id('Report', 'inspections'),
          reportColumns: [
            { columnId: id('ReportColumn', 'inspector'), order: 1 },
            { columnId: id('ReportColumn', 'project'), order: 2 },
            { columnId: id('ReportColumn', 'inspectedOn'), order: 3 },
            { columnId: id('ReportColumn', 'total'), order: 4 },
          ],
        },
      })
      .willRespondWith({
        status: 200,
        body: inspections([
          column('Inspector', F(6), 1),
          column('Project', P(1), 2),
          column('Inspected on', F(8), 3, 27),
          column('Total', F(43), 4, 17),
        ]),
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).reorderColumns(REPORT_IDS.inspections, [
        { columnId: REPORT_COLUMN_IDS.inspector, order: 1 },
        { columnId: REPORT_COLUMN_IDS.project, order: 2 },
        { columnId: REPORT_COLUMN_IDS.inspectedOn, order: 3 },
        { columnId: REPORT_COLUMN_IDS.total, order: 4 },
      ]);
      expect(result.ok && result.data.ReportColumns.map((c) => c.Header)).toEqual([
        'Inspector',
        'Project',
        'Inspected on',
        'Total',
      ]);
    });
  });

  it('deletes a column', async () => {
    const pact = memberPact()
      .uponReceiving('a request to delete the Total column of Site Inspections')
      .withRequest({
        method: 'POST',
        path: '/api/reportcolumn/delete',
        headers: memberPost,
        body: { reportColumnId: id('ReportColumn', 'total') },
      })
      .willRespondWith({
        status: 200,
        body: inspections([project, inspector, inspectedOn]),
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).deleteColumn(REPORT_COLUMN_IDS.total);
      expect(result.ok && result.data.ReportColumns.map((c) => c.Header)).toEqual([
        'Project',
        'Inspector',
        'Inspected on',
      ]);
    });
  });
});
