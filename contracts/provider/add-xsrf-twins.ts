import { readFileSync, writeFileSync } from 'node:fs';
import { pactFiles } from './verify-provider';
import { withXsrfTwins, type PactHttpInteraction } from './xsrf-twins';

/**
 * A step of `npm run test:contracts`, after the consumer tests: adds to each pact in contracts/pacts/ the anti-forgery
 * twin of every state-changing interaction (xsrf-twins.ts), so that the pact file itself, which backend teams verify,
 * holds them. scripts/contracts.mjs then sorts the file.
 */
for (const file of pactFiles()) {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactHttpInteraction[] };
  const before = pact.interactions.length;
  pact.interactions = withXsrfTwins(pact.interactions);
  writeFileSync(file, `${JSON.stringify(pact, null, 2)}\n`);
  console.log(
    `${file}: ${pact.interactions.length - before} anti-forgery twin(s) added to ${before} interaction(s).`,
  );
}
