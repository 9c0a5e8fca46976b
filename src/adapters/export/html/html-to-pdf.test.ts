import { beforeAll, describe, expect, it } from 'vitest';
import type { HtmlSanitizer } from '../../../domain/forms/rich-text/rich-text-sanitizer';
import { htmlToPdf } from './html-to-pdf';
import { plainTextOf } from './html-text';
import { nodePdfEngine } from '../pdf/node-pdf-engine';

let html: HtmlSanitizer;
beforeAll(async () => {
  html = (await nodePdfEngine()).html;
}, 60_000);

describe('rich text in the PDF', () => {
  it('turns blocks into paragraphs and inline tags into styled runs', () => {
    const content = htmlToPdf(
      html.tree(
        '<h2>Title</h2><p style="text-align:center">A <b>bold</b> <i>word</i></p><ul><li>one</li><li>two</li></ul>',
      ),
      { fontSize: 10 },
    );
    expect(content).toEqual([
      {
        text: [{ fontSize: 15, bold: true, color: undefined, text: 'Title' }],
        alignment: undefined,
        margin: [0, 0, 0, 2],
      },
      {
        text: [
          { fontSize: 10, bold: undefined, color: undefined, text: 'A ' },
          { fontSize: 10, bold: true, color: undefined, text: 'bold' },
          { fontSize: 10, bold: undefined, color: undefined, text: ' ' },
          { fontSize: 10, bold: undefined, color: undefined, italics: true, text: 'word' },
        ],
        alignment: 'center',
        margin: [0, 0, 0, 2],
      },
      {
        text: [expect.objectContaining({ text: '• ' }), expect.objectContaining({ text: 'one' })],
        alignment: undefined,
        margin: [12, 0, 0, 2],
      },
      {
        text: [expect.objectContaining({ text: '• ' }), expect.objectContaining({ text: 'two' })],
        alignment: undefined,
        margin: [12, 0, 0, 2],
      },
    ]);
  });

  it('links only allowed URLs and colours from CSS', () => {
    const [block] = htmlToPdf(
      html.tree(
        '<p><a href="https://x.test">ok</a><a href="javascript:1">no</a><span style="color: rgb(255, 0, 0)">red</span></p>',
      ),
      { fontSize: 10 },
    );
    const runs = (block as unknown as { text: Array<Record<string, unknown>> }).text;
    expect(runs[0]).toMatchObject({ text: 'ok', link: 'https://x.test', decoration: 'underline' });
    expect(runs[1]).not.toHaveProperty('link');
    expect(runs[2]).toMatchObject({ text: 'red', color: '#ff0000' });
  });

  it('gives spreadsheets the plain text', () => {
    expect(
      plainTextOf('<h2>Site &amp; <b>Inspection</b></h2><p>Line&nbsp;2<br>Line 3</p><script>x</script>'),
    ).toBe('Site & Inspection\nLine 2\nLine 3');
  });
});
