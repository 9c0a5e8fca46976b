// Regenerates src/domain/account/common-passwords.ts (OWASP ASVS 5.0 V6.2.4: the 3,000 most common passwords that
// match the password policy). It is run by hand, never by a build: the list ships with the project.
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node scripts/common-passwords.mjs package/src/passwords.json
import { readFileSync, writeFileSync } from 'node:fs';

const [source] = process.argv.slice(2);
if (!source) {
  console.error(
    'usage: node scripts/common-passwords.mjs <path to @zxcvbn-ts/language-common/src/passwords.json>',
  );
  process.exit(2);
}
const ranked = JSON.parse(readFileSync(source, 'utf8'));
const kept = [];
const seen = new Set();
for (const word of ranked) {
  const lower = word.toLowerCase();
  // The policy's shortest password is longer than 8 characters; shorter entries could never match.
  if ([...lower].length < 8 || seen.has(lower) || !/^[\x21-\x7e]+$/.test(lower) || /["'`\\]/.test(lower))
    continue;
  seen.add(lower);
  kept.push(lower);
  if (kept.length === 3000) break;
}
const lines = [];
let line = '';
for (const word of kept) {
  if (`${line} ${word}`.length > 118) {
    lines.push(line);
    line = word;
  } else line = line ? `${line} ${word}` : word;
}
lines.push(line);
const target = new URL('../src/domain/account/common-passwords.ts', import.meta.url);
const current = readFileSync(target, 'utf8');
const start = current.indexOf('const WORDS = [\n');
const end = current.indexOf('\n];\n', start);
writeFileSync(
  target,
  `${current.slice(0, start)}const WORDS = [\n${lines.map((l) => `  '${l}',`).join('\n')}${current.slice(end)}`,
);
console.log(`${kept.length} passwords written to src/domain/account/common-passwords.ts`);
