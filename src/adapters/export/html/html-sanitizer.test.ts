import { beforeAll, describe, expect, it } from 'vitest';
import type { HtmlSanitizer } from './html-sanitizer';
import { filterStyle } from './html-sanitizer';
import { htmlToPdf } from './html-to-pdf';
import { plainTextOf } from './html-text';
import { nodePdfEngine } from '../pdf/node-pdf-engine';

let html: HtmlSanitizer;
beforeAll(async () => {
  html = (await nodePdfEngine()).html;
}, 60_000);

describe('HTML allow-list', () => {
  it('removes script tags with their content', () => {
    expect(html.sanitize('<p>Hi<script>alert(1)</script></p><style>p{}</style>')).toBe('<p>Hi</p>');
  });

  it('removes event handlers and every attribute not on the list', () => {
    const out = html.sanitize('<p onclick="x()" onmouseover="y()" class="c" id="i" title="t">A</p><img src=x onerror=alert(1)>');
    expect(out).toBe('<p title="t">A</p>');
  });

  it('removes javascript: and data: URLs but keeps http, https and mailto links', () => {
    expect(html.sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(html.sanitize('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(html.sanitize('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(html.sanitize('<a href="/relative/path">x</a>')).toBe('<a>x</a>');
    expect(html.sanitize('<a href="https://example.com/a">x</a>')).toBe('<a href="https://example.com/a">x</a>');
    expect(html.sanitize('<a href="mailto:a@b.test">x</a>')).toBe('<a href="mailto:a@b.test">x</a>');
  });

  it('keeps the text of tags not on the list (tables, iframes removed whole)', () => {
    expect(html.sanitize('<table><tr><td>cell</td></tr></table><custom>kept</custom><iframe src="x">no</iframe>')).toBe('cellkept');
  });

  it('keeps only allowed CSS properties with harmless values', () => {
    expect(filterStyle('color: red; position: fixed; background: url(x); font-size: 12px; font-weight: bold')).toBe(
      'color: red; font-size: 12px; font-weight: bold',
    );
    expect(filterStyle('color: expression(alert(1)); text-align: center')).toBe('text-align: center');
    expect(html.sanitize('<span style="position:absolute; color:#f00">x</span>')).toBe('<span style="color: #f00">x</span>');
    expect(html.sanitize('<span style="position:absolute">x</span>')).toBe('<span>x</span>');
  });

  it('checks the values of align, size and color', () => {
    expect(html.sanitize('<p align="center">a</p><p align="evil()">b</p>')).toBe('<p align="center">a</p><p>b</p>');
    expect(html.sanitize('<font size="3" color="#123456">a</font><font size="99" color="x:y">b</font>')).toBe(
      '<font size="3" color="#123456">a</font><font>b</font>',
    );
  });
});

describe('rich text in the PDF', () => {
  it('turns blocks into paragraphs and inline tags into styled runs', () => {
    const content = htmlToPdf(html.tree('<h2>Title</h2><p style="text-align:center">A <b>bold</b> <i>word</i></p><ul><li>one</li><li>two</li></ul>'), { fontSize: 10 });
    expect(content).toEqual([
      { text: [{ fontSize: 15, bold: true, color: undefined, text: 'Title' }], alignment: undefined, margin: [0, 0, 0, 2] },
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
      { text: [expect.objectContaining({ text: '• ' }), expect.objectContaining({ text: 'one' })], alignment: undefined, margin: [12, 0, 0, 2] },
      { text: [expect.objectContaining({ text: '• ' }), expect.objectContaining({ text: 'two' })], alignment: undefined, margin: [12, 0, 0, 2] },
    ]);
  });

  it('links only allowed URLs and colours from CSS', () => {
    const [block] = htmlToPdf(html.tree('<p><a href="https://x.test">ok</a><a href="javascript:1">no</a><span style="color: rgb(255, 0, 0)">red</span></p>'), { fontSize: 10 });
    const runs = (block as unknown as { text: Array<Record<string, unknown>> }).text;
    expect(runs[0]).toMatchObject({ text: 'ok', link: 'https://x.test', decoration: 'underline' });
    expect(runs[1]).not.toHaveProperty('link');
    expect(runs[2]).toMatchObject({ text: 'red', color: '#ff0000' });
  });

  it('gives spreadsheets the plain text', () => {
    expect(plainTextOf('<h2>Site &amp; <b>Inspection</b></h2><p>Line&nbsp;2<br>Line 3</p><script>x</script>')).toBe('Site & Inspection\nLine 2\nLine 3');
  });
});
