import { describe, expect, it } from 'vitest';
import { attachmentDisposition, exportFileName } from './export-file-name';

describe('export file names', () => {
  it('names the file after the form, without characters file systems refuse', () => {
    expect(exportFileName('Site Inspection', 'pdf')).toBe('Site Inspection.pdf');
    expect(exportFileName('a/b\\c:d*e?f"g<h>i|j', 'csv')).toBe('a_b_c_d_e_f_g_h_i_j.csv');
    expect(exportFileName('..hidden  name\n', 'xlsx')).toBe('hidden name.xlsx');
    expect(exportFileName('   ', 'pdf')).toBe('form.pdf');
    expect(exportFileName(undefined, 'pdf')).toBe('form.pdf');
    expect(exportFileName('x'.repeat(300), 'pdf')).toHaveLength(124);
  });

  it('builds an attachment header with an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Année "1".pdf')).toBe(
      `attachment; filename="Ann_e _1_.pdf"; filename*=UTF-8''Ann%C3%A9e%20%221%22.pdf`,
    );
  });
});
