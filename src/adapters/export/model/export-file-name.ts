/** File types of the exports, with their MIME types. */
export const EXPORT_TYPES = {
  csv: { extension: 'csv', mimeType: 'text/csv;charset=utf-8' },
  xlsx: { extension: 'xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pdf: { extension: 'pdf', mimeType: 'application/pdf' },
} as const;
export type ExportType = keyof typeof EXPORT_TYPES;

const FALLBACK = 'form';
const MAX_LENGTH = 120;

/**
 * A file name from the form's name: characters no file system accepts (`\ / : * ? " < > |` and control
 * characters) become `_`, white space (line breaks too) collapses to one space, leading dots are dropped (no hidden files), and the name is
 * cut to 120 characters. An empty result becomes "form".
 */
export function exportFileName(formName: string | null | undefined, type: ExportType): string {
  const cleaned = (formName ?? '')
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, MAX_LENGTH)
    .trim();
  return `${cleaned || FALLBACK}.${EXPORT_TYPES[type].extension}`;
}

/**
 * A Content-Disposition header for an attachment: an ASCII fallback name plus the exact name in RFC 5987
 * form, so accented names survive and no header injection is possible.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
