import { MatchersV3 } from '@pact-foundation/pact';
import { DEMO_ID_TABLES, type DemoTable } from '../../fixtures/demo-id-tables';

const { fromProviderState } = MatchersV3;

/** The state that answers the demo data's ids (fixtures/demo-id-tables.ts); it comes after the sign-in state. */
export const DEMO_DATA = 'the demo forms exist';

type Names<T extends DemoTable> = keyof (typeof DEMO_ID_TABLES)[T] & string;

/**
 * An id the provider chose, injected from the state `the demo forms exist` (`${Instance_demo}`); the consumer test
 * sends the fixture's id as the example. `idText` is the same id where the request carries text (a query parameter).
 */
export function id<T extends DemoTable>(table: T, name: Names<T>) {
  const example = (DEMO_ID_TABLES[table] as Record<string, number>)[name];
  return fromProviderState(`\${${table}_${name}}`, example);
}
export function idText<T extends DemoTable>(table: T, name: Names<T>) {
  const example = (DEMO_ID_TABLES[table] as Record<string, number>)[name];
  return fromProviderState(`\${${table}_${name}}`, String(example));
}
