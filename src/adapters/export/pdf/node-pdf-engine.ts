import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { createRichTextSanitizer } from '../../../domain/forms/rich-text/rich-text-sanitizer';
import { ROBOTO_FILES, pdfMakeOf, type PdfEngine } from './pdf-engine';

/**
 * The PDF engine in Node (mock server, tests, benchmarks): pdfmake's server build with the Roboto files
 * read from node_modules into its virtual file system, no URL or local file access for documents, and
 * DOMPurify over a jsdom window (jsdom is a development dependency: the mock server is development-only).
 */
let engine: Promise<PdfEngine> | undefined;

async function load(): Promise<PdfEngine> {
  const pdfMake = pdfMakeOf(await import('pdfmake'));
  const vfs = (pdfMake as unknown as { virtualfs: { writeFileSync(name: string, data: Buffer): void } })
    .virtualfs;
  const fontsDir = join(
    dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
    'fonts',
    'Roboto',
  );
  for (const file of Object.values(ROBOTO_FILES)) vfs.writeFileSync(file, readFileSync(join(fontsDir, file)));
  pdfMake.setFonts({ Roboto: { ...ROBOTO_FILES } });
  pdfMake.setUrlAccessPolicy(() => false);
  (pdfMake as unknown as { setLocalAccessPolicy(policy: () => boolean): void }).setLocalAccessPolicy(
    () => false,
  );
  // jsdom ships no types of its own; only its window is needed.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string) => { window: unknown };
  };
  const window = new JSDOM('').window as WindowLike;
  const html = createRichTextSanitizer(createDOMPurify(window));
  return {
    html,
    render: async (document) => new Uint8Array(await pdfMake.createPdf(document).getBuffer()),
  };
}

export function nodePdfEngine(): Promise<PdfEngine> {
  engine ??= load();
  return engine;
}
