import { describe, expect, it } from 'vitest';
import { breaksAConvention } from './convention-breaking';
import {
  needsXsrfTwin,
  originalOfXsrfTwin,
  withXsrfTwins,
  xsrfTwin,
  type PactHttpInteraction,
} from './xsrf-twins';

const fromState = (expression: string) => ({ type: 'ProviderState', expression });
const typeRule = { combine: 'AND', matchers: [{ match: 'type' }] };

/** A signed-in interaction as the consumer tests write it; `token` is the X-XSRF-TOKEN generator, if any. */
function signedIn(method: string, token: string | null, status = 200): PactHttpInteraction {
  const generated: Record<string, string> = {
    Cookie: '${Cookie}',
    ScopeId: '${ScopeId}',
    Uid: '${Uid}',
    WorkspaceId: '${WorkspaceId}',
  };
  if (token) generated['X-XSRF-TOKEN'] = token;
  return {
    description: 'a request to delete the Expense Claims report',
    providerStates: [{ name: 'a user is signed in', params: { user: 'admin' } }],
    request: {
      method,
      path: '/api/report/delete',
      body: { Id: 7 },
      headers: {
        'Content-Type': 'application/json',
        ...Object.fromEntries(Object.keys(generated).map((name) => [name, '1'])),
        ...(token === null ? {} : { 'X-XSRF-TOKEN': 'consumer-xsrf' }),
      },
      generators: {
        header: Object.fromEntries(Object.entries(generated).map(([k, v]) => [k, fromState(v)])),
        body: { '$.Id': fromState('${ReportId}') },
      },
      matchingRules: {
        header: Object.fromEntries(Object.keys(generated).map((name) => [name, typeRule])),
      },
    },
    response: { status, body: { Id: 7 } },
  };
}

describe('the anti-forgery twin of a state-changing interaction', () => {
  it('is the same call in the same states without the token, expecting exactly the refusal', () => {
    const original = signedIn('POST', '${XsrfToken}');
    const before = structuredClone(original);
    const twin = xsrfTwin(original);

    expect(twin.description).toBe(
      'a request to delete the Expense Claims report, sent without the anti-forgery token',
    );
    expect(twin.providerStates).toEqual(original.providerStates);
    const { headers, generators, matchingRules, ...rest } = twin.request;
    expect(rest).toEqual({ method: 'POST', path: '/api/report/delete', body: { Id: 7 } });
    expect(Object.keys(headers ?? {})).toEqual(['Content-Type', 'Cookie', 'ScopeId', 'Uid', 'WorkspaceId']);
    expect(Object.keys(generators?.header ?? {})).toEqual(['Cookie', 'ScopeId', 'Uid', 'WorkspaceId']);
    expect(generators?.body).toEqual(original.request.generators?.body);
    expect(Object.keys(matchingRules?.header ?? {})).not.toContain('X-XSRF-TOKEN');
    expect(twin.response).toEqual({
      status: 400,
      headers: { 'Content-Type': 'application/json' },
      body: { Message: 'Invalid anti-forgery token.' },
    });
    expect(twin.response).not.toHaveProperty('matchingRules');
    expect(original).toEqual(before);
  });

  it('is made for a signed-in non-GET call that sends the session token, whatever it answers but 401', () => {
    expect(needsXsrfTwin(signedIn('POST', '${XsrfToken}'))).toBe(true);
    expect(needsXsrfTwin(signedIn('POST', '${XsrfToken}', 403))).toBe(true);
    expect(needsXsrfTwin(signedIn('POST', '${XsrfToken}', 401))).toBe(false);
    expect(needsXsrfTwin(signedIn('GET', '${XsrfToken}'))).toBe(false);
    // The stale-token interaction already sends a wrong token; a call without a session sends none.
    expect(needsXsrfTwin(signedIn('POST', null))).toBe(false);
    const stale = signedIn('POST', null);
    stale.request.headers = { ...stale.request.headers, 'X-XSRF-TOKEN': 'stale-token' };
    expect(needsXsrfTwin(stale)).toBe(false);
  });

  it('is not made for a call that already breaks another convention on purpose', () => {
    const otherUser = signedIn('POST', '${XsrfToken}');
    otherUser.request.generators!.header!.Uid = fromState('${OtherUid}');
    expect(needsXsrfTwin(otherUser)).toBe(false);
  });

  it('breaks a convention, so a provider that ignores the conventions fails it', () => {
    expect(breaksAConvention(signedIn('POST', '${XsrfToken}'))).toBe(false);
    expect(breaksAConvention(xsrfTwin(signedIn('POST', '${XsrfToken}')))).toBe(true);
  });

  it('is added once, and leads back to its original', () => {
    const interactions = [
      signedIn('POST', '${XsrfToken}'),
      { ...signedIn('GET', null), description: 'a list' },
    ];
    const once = withXsrfTwins(interactions);
    expect(once.map((i) => i.description)).toEqual([
      'a request to delete the Expense Claims report',
      'a list',
      'a request to delete the Expense Claims report, sent without the anti-forgery token',
    ]);
    expect(withXsrfTwins(once)).toEqual(once);
    expect(originalOfXsrfTwin(once[2].description)).toBe('a request to delete the Expense Claims report');
    expect(originalOfXsrfTwin('a list')).toBeUndefined();
  });
});
