// Makes sure Debian's Chromium is installed (the tests never download a browser of their own).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) {
  console.log(`chromium: ${path}`);
} else {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? '' : 'sudo ';
  console.log('chromium is missing: installing Debian\'s package');
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium poppler-utils`, { stdio: 'inherit' });
}
