import { existsSync, readFileSync } from 'node:fs';
import { pactFiles } from '../provider/verify-provider';
import { originalOfXsrfTwin } from '../provider/xsrf-twins';
import { CALL_RECORD, type CallRecord } from './call-record';
import { SPA_FUNCTIONS, gatewayClasses, spaSources } from './gateway-classes';

/**
 * "The pact is the SPA": after the consumer tests, every method of every HTTP gateway must have made at least one
 * interaction, and every interaction in the pact must have been made by at least one gateway method. Names what is
 * missing and exits 1 otherwise.
 */
const records: CallRecord[] = existsSync(CALL_RECORD)
  ? readFileSync(CALL_RECORD, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CallRecord)
  : [];
const interactions = pactFiles().flatMap(
  (file) =>
    (JSON.parse(readFileSync(file, 'utf8')) as { interactions: { description: string }[] }).interactions,
);
const methods = [
  ...(await gatewayClasses()).flatMap(({ name, methods }) => methods.map((method) => `${name}.${method}`)),
  ...SPA_FUNCTIONS,
];
// A gateway method the SPA never calls is not a call the SPA makes: its interaction would bind a backend for nothing.
const sources = spaSources();
const unused = methods.filter((method) => {
  const [owner, name] = method.split('.');
  const call = name === undefined ? `${owner}(` : `.${name}(`;
  return !sources.some((source) => source.includes(call));
});

const called = new Set(records.flatMap((record) => record.methods));
const madeByAMethod = new Set(
  records.filter((record) => record.methods.length > 0).flatMap((record) => record.interactions),
);

const uncontracted = methods.filter((method) => !called.has(method));
// A generated anti-forgery twin is made by whatever makes its original.
const orphaned = interactions
  .map((i) => i.description)
  .filter((description) => !madeByAMethod.has(originalOfXsrfTwin(description) ?? description));

if (unused.length > 0 || uncontracted.length > 0 || orphaned.length > 0) {
  if (unused.length > 0) {
    console.error(
      `Gateway methods nothing in src/application, src/stores or src/ui calls (use them, or remove them and their interactions):\n${unused.map((m) => `  - ${m}`).join('\n')}`,
    );
  }
  if (uncontracted.length > 0) {
    console.error(
      `Gateway methods without an interaction (add one, or remove the method):\n${uncontracted.map((m) => `  - ${m}`).join('\n')}`,
    );
  }
  if (orphaned.length > 0) {
    console.error(
      `Interactions no gateway method makes (make them through the SPA's adapter, or drop them):\n${orphaned.map((d) => `  - ${d}`).join('\n')}`,
    );
  }
  process.exit(1);
}
console.log(
  `All ${methods.length} SPA calls (gateway methods and downloads) are used by the SPA and have an interaction; all ${interactions.length} interactions are made by one.`,
);
