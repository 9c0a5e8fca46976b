/**
 * Opens spreadsheets in LibreOffice Calc, headless, and answers what it shows (docs/exports.md "Checked in
 * LibreOffice"): each workbook printed to PDF and read back with pdftotext, so a cell too narrow for its value reads
 * `###` as on screen, and saved as CSV with the cells' shown text. Debian's libreoffice-calc and poppler-utils are
 * installed by scripts/ensure-system-packages.mjs; without them this throws, it never skips.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
const PDFTOTEXT = '/usr/bin/pdftotext';
/** A cold start on a busy 2-core machine took 20 s; this only catches a hang. */
const TIMEOUT_MS = 90_000;
/**
 * The CSV filter's options: comma, double quote, UTF-8, from line 1, default column types, English (US), quote text
 * cells, detect special numbers, and (9th) save cell contents as shown: the formatted text, not the raw value.
 */
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,true,true,true';

export interface Rendered {
  /** The PDF's text, laid out as printed (`pdftotext -layout`), every sheet one after another. */
  pdfText: string;
  /** The first sheet saved as CSV, each cell as shown. */
  csvRows: string[][];
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // English (US) whatever the machine's locale: day and month names, separators and AM/PM as the formats write them.
    const env = { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' };
    execFile(
      command,
      args,
      { cwd, env, timeout: TIMEOUT_MS, killSignal: 'SIGKILL' },
      (error, _out, stderr) => {
        if (!error) resolve();
        else if (error.killed)
          reject(new Error(`${basename(command)} timed out after ${TIMEOUT_MS / 1000} s`));
        else reject(new Error(`${basename(command)} failed: ${error.message}\n${stderr}`));
      },
    );
  });
}

/** RFC 4180 rows (quotes doubled, line breaks inside quotes kept). */
export function csvRowsOf(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/**
 * Renders each workbook (name -> bytes) in LibreOffice: one soffice run for the PDFs, then one for the CSVs, with a
 * profile of their own in a fresh temporary directory, so two runs at once (two test files, two people) never share
 * or lock one.
 */
export async function renderInLibreOffice(
  workbooks: Record<string, Uint8Array>,
): Promise<Record<string, Rendered>> {
  for (const binary of [SOFFICE, PDFTOTEXT]) {
    if (!existsSync(binary)) {
      throw new Error(`${binary} is missing: run node scripts/ensure-system-packages.mjs`);
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'libreoffice-'));
  try {
    const names = Object.keys(workbooks);
    const files = names.map((name) => `${name}.xlsx`);
    await Promise.all(names.map((name, i) => writeFile(join(dir, files[i]!), workbooks[name]!)));
    // One profile for both conversions (the second starts faster); a first start that crashes while it sets the
    // profile up (seen once: "Unspecified Application Error") is tried once more.
    const profile = pathToFileURL(join(dir, 'profile')).href;
    const convert = async (target: string, out: string) => {
      const args = [
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--norestore',
        '--nologo',
        '--nolockcheck',
        '--convert-to',
        target,
        '--outdir',
        join(dir, out),
        ...files,
      ];
      await run(SOFFICE, args, dir).catch((error: Error) =>
        error.message.includes('timed out') ? Promise.reject(error) : run(SOFFICE, args, dir),
      );
    };
    await convert('pdf', 'pdf');
    await convert(CSV_FILTER, 'csv');
    const rendered: Record<string, Rendered> = {};
    for (const name of names) {
      const pdf = join(dir, 'pdf', `${name}.pdf`);
      const text = join(dir, 'pdf', `${name}.txt`);
      await run(PDFTOTEXT, ['-layout', pdf, text], dir);
      rendered[name] = {
        pdfText: await readFile(text, 'utf8'),
        csvRows: csvRowsOf(await readFile(join(dir, 'csv', `${name}.csv`), 'utf8')),
      };
    }
    return rendered;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
