/** The e-mail of a scheduled delivery (docs/reports.md, "Scheduled delivery"): the workbook attached, or why not. */
import { readFile } from 'node:fs/promises';
import { html } from '../../mail/mail-html';
import { XLSX_TYPE, workbookName } from './report-workbook';

export async function deliveryMessage(
  reportName: string,
  filterName: string,
  produced: { rows: number; path: string | null },
  when: string,
  day: string,
) {
  const subject = `${reportName}: ${filterName} (${when})`;
  const rows = `${produced.rows} ${produced.rows === 1 ? 'row' : 'rows'}`;
  if (!produced.path)
    return {
      subject,
      text: `Your scheduled report "${reportName}" (filter "${filterName}") had no content on ${when}: no workbook is attached.`,
      html: html`<p>
        Your scheduled report <strong>${reportName}</strong> (filter <strong>${filterName}</strong>) had no
        content on ${when}: no workbook is attached.
      </p>`.text,
    };
  return {
    subject,
    text: `Your scheduled report "${reportName}" (filter "${filterName}") is attached: ${rows}, delivered ${when}.`,
    html: html`<p>
      Your scheduled report <strong>${reportName}</strong> (filter <strong>${filterName}</strong>) is
      attached: ${rows}, delivered ${when}.
    </p>`.text,
    attachments: [
      {
        filename: workbookName(reportName, filterName, day),
        content: await readFile(produced.path),
        contentType: XLSX_TYPE,
      },
    ],
  };
}
