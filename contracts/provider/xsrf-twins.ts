import { breaksAConvention } from './convention-breaking';

/** The part of a Pact V3 HTTP interaction the twins read and write; the rest is copied as it is. */
export interface PactHttpInteraction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: {
    method: string;
    path: string;
    headers?: Record<string, string | string[]>;
    generators?: { header?: Record<string, { type?: string; expression?: string }> } & Record<
      string,
      unknown
    >;
    matchingRules?: { header?: Record<string, unknown> } & Record<string, unknown>;
  } & Record<string, unknown>;
  response: { status: number } & Record<string, unknown>;
}

/** How a twin's description ends: `<the original's description>, sent without the anti-forgery token`. */
export const XSRF_TWIN_SUFFIX = ', sent without the anti-forgery token';

/** The refusal docs/api.md ("Conventions") defines for a non-GET call of a live session without the right token. */
export const ANTI_FORGERY_REFUSAL = {
  status: 400,
  headers: { 'Content-Type': 'application/json' },
  body: { Message: 'Invalid anti-forgery token.' },
} as const;

const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const withoutXsrf = <T>(entries: Record<string, T> | undefined): Record<string, T> | undefined =>
  entries &&
  Object.fromEntries(Object.entries(entries).filter(([name]) => name.toLowerCase() !== XSRF_HEADER));

const xsrfGenerator = (interaction: PactHttpInteraction) =>
  Object.entries(interaction.request.generators?.header ?? {}).find(
    ([name]) => name.toLowerCase() === XSRF_HEADER,
  )?.[1]?.expression;

/**
 * Whether an interaction gets a twin: a state-changing call of a live session that sends the session's own
 * anti-forgery token and breaks no other convention on purpose (which refusal a backend gives first to a call that
 * is wrong twice is no convention). A 401 has no live session, so the anti-forgery rule does not apply to it.
 */
export function needsXsrfTwin(interaction: PactHttpInteraction): boolean {
  return (
    !SAFE_METHODS.has(interaction.request.method.toUpperCase()) &&
    xsrfGenerator(interaction) === '${XsrfToken}' &&
    interaction.response.status !== 401 &&
    !breaksAConvention(interaction)
  );
}

/**
 * The twin of a state-changing interaction: the same call in the same states with the `X-XSRF-TOKEN` header (and
 * its generator and matching rule) removed, expecting exactly the anti-forgery refusal. The body is matched exactly,
 * so a backend that skips the check on that route cannot pass with another 400 (a validation message, say).
 */
export function xsrfTwin(interaction: PactHttpInteraction): PactHttpInteraction {
  const { request } = interaction;
  const twinRequest: PactHttpInteraction['request'] = { ...request, headers: withoutXsrf(request.headers) };
  if (request.generators)
    twinRequest.generators = { ...request.generators, header: withoutXsrf(request.generators.header) };
  if (request.matchingRules)
    twinRequest.matchingRules = {
      ...request.matchingRules,
      header: withoutXsrf(request.matchingRules.header),
    };
  return {
    ...interaction,
    description: `${interaction.description}${XSRF_TWIN_SUFFIX}`,
    request: structuredClone(twinRequest),
    response: structuredClone({ ...ANTI_FORGERY_REFUSAL }),
  };
}

/** The interactions with a twin added for each that needs one (once: running it again adds nothing). */
export function withXsrfTwins(interactions: PactHttpInteraction[]): PactHttpInteraction[] {
  const descriptions = new Set(interactions.map((i) => i.description));
  const twins = interactions
    .filter(needsXsrfTwin)
    .map(xsrfTwin)
    .filter((twin) => !descriptions.has(twin.description));
  return [...interactions, ...twins];
}

/** The description of the interaction a twin was made from, or undefined when `description` is not a twin's. */
export const originalOfXsrfTwin = (description: string): string | undefined =>
  description.endsWith(XSRF_TWIN_SUFFIX) ? description.slice(0, -XSRF_TWIN_SUFFIX.length) : undefined;
