// Makes sure the Debian packages the tests use are installed: Chromium for the end-to-end tests (the tests never
// download a browser of their own), poppler-utils, whose pdftoppm and pdftotext the export tests use to read PDFs
// back, and libreoffice-calc, whose soffice opens the workbooks as LibreOffice shows them (docs/exports.md).
// Each is checked by its own binary, so a machine that has one and lacks the other still gets what it lacks.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const soffice = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
const needed = [
  { pkg: 'chromium', present: existsSync(chromium) },
  { pkg: 'poppler-utils', present: existsSync('/usr/bin/pdftoppm') && existsSync('/usr/bin/pdftotext') },
  { pkg: 'libreoffice-calc', present: existsSync(soffice) },
];
const missing = needed.filter((n) => !n.present).map((n) => n.pkg);
if (missing.length === 0) {
  console.log(`system packages present: ${needed.map((n) => n.pkg).join(', ')}`);
} else {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? '' : 'sudo ';
  console.log(`installing Debian's ${missing.join(', ')}`);
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
