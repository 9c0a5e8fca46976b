import { createRequire } from 'node:module';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { describe, expect, it } from 'vitest';
import { filterStyle } from './rich-text-policy';
import { createRichTextSanitizer } from './rich-text-sanitizer';
import {
  ALL_HOSTILE,
  FORBIDDEN_OUTPUT,
  HTML5_SECURITY,
  PHISHING,
  XSS_FILTER_EVASION,
} from './hostile-html.test-helper';
import { IMAGE_SAMPLES } from '../images/image-samples.test-helper';

// jsdom ships no types of its own; only its window is needed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: unknown };
};
const html = createRichTextSanitizer(createDOMPurify(new JSDOM('').window as WindowLike));

describe('rich text can only format', () => {
  it('has a few dozen hostile vectors to try', () => {
    expect([XSS_FILTER_EVASION.length, HTML5_SECURITY.length, PHISHING.length]).toEqual([36, 22, 13]);
  });

  it.each(ALL_HOSTILE.map((vector) => [vector]))('%s', (vector) => {
    const out = html.sanitize(vector);
    for (const forbidden of FORBIDDEN_OUTPUT) expect(out).not.toMatch(forbidden);
    // Sanitising is stable: what comes out passes through unchanged.
    expect(html.sanitize(out)).toBe(out);
  });

  it('turns a phishing form into its text: no form, input, button or remote address', () => {
    expect(html.sanitize(PHISHING[0])).toBe('<p>Your session expired. Sign in again:</p>Sign in');
  });

  it('keeps plain formatting', () => {
    const formatted =
      '<h2>Title</h2><p style="text-align: center">A <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>s</s> ' +
      'H<sub>2</sub>O x<sup>2</sup><br></p><div><span style="color: #1f3a5f; font-weight: bold">c</span></div>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><h6>small</h6><font size="3" color="#123456">f</font>';
    expect(html.sanitize(formatted)).toBe(formatted);
  });

  it('keeps http, https and mailto links, with rel="noopener noreferrer"', () => {
    expect(html.sanitize('<a href="https://example.com/a" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer">x</a>',
    );
    expect(html.sanitize('<a href="mailto:a@b.test">m</a>')).toBe(
      '<a href="mailto:a@b.test" rel="noopener noreferrer">m</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      '/relative',
      'tel:+15555550100',
    ]) {
      expect(html.sanitize(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it('keeps inline raster pictures only, never a remote or SVG one', () => {
    expect(html.sanitize(`<img src="${IMAGE_SAMPLES.png}" alt="logo" width="40">`)).toBe(
      `<img src="${IMAGE_SAMPLES.png}" alt="logo" width="40">`,
    );
    expect(html.sanitize('<img src="https://tracker.example/p.gif" alt="p">')).toBe('<img alt="p">');
    expect(html.sanitize('<img src="data:image/svg+xml;base64,PHN2Zy8+">')).toBe('<img>');
  });

  it('allows each attribute only where it belongs, with a checked value', () => {
    expect(
      html.sanitize(
        '<p align="center" title="t" onclick="x()" class="c" id="i">a</p><p align="evil()">b</p>',
      ),
    ).toBe('<p align="center" title="t">a</p><p>b</p>');
    expect(html.sanitize('<font size="3" color="#123456">a</font><font size="99" color="x:y">b</font>')).toBe(
      '<font size="3" color="#123456">a</font><font>b</font>',
    );
    expect(html.sanitize('<p href="https://x.test" src="x" color="red">a</p>')).toBe('<p>a</p>');
  });

  it('keeps only a few CSS text properties with plain values', () => {
    expect(
      filterStyle('color: red; position: fixed; background: url(x); font-size: 12px; font-weight: bold'),
    ).toBe('color: red; font-size: 12px; font-weight: bold');
    expect(filterStyle('color: expression(alert(1)); text-align: center')).toBe('text-align: center');
    expect(html.sanitize('<span style="position:absolute">x</span>')).toBe('<span>x</span>');
  });

  it('gives the PDF the same sanitised content as a tree', () => {
    expect(
      html.tree('<p onclick="x()">Hi <b>there</b><script>alert(1)</script><input value="pw"></p>'),
    ).toEqual([
      {
        type: 'element',
        tag: 'p',
        attrs: {},
        children: [
          { type: 'text', text: 'Hi ' },
          { type: 'element', tag: 'b', attrs: {}, children: [{ type: 'text', text: 'there' }] },
        ],
      },
    ]);
  });
});
