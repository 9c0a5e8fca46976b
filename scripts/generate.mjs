// Compiles every nearley grammar (src/**/*.ne) to a sibling *.generated.ts. Run before tests, typecheck and build.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function grammars(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return grammars(path);
    return name.endsWith('.ne') ? [path] : [];
  });
}

const nearleyc = join('node_modules', 'nearley', 'bin', 'nearleyc.js');
for (const grammar of grammars('src')) {
  const out = grammar.replace(/\.ne$/, '.generated.ts');
  execFileSync(process.execPath, [nearleyc, grammar, '-o', out], { stdio: 'inherit' });
  console.log(`generated ${out}`);
}
