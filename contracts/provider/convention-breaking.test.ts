import { describe, expect, it } from 'vitest';
import { breaksAConvention, type PactInteraction } from './convention-breaking';

const state = (expression: string) => ({ type: 'ProviderState', expression });
const signedInRequest = (
  headers: Record<string, string>,
  generators: Record<string, string>,
): PactInteraction => ({
  description: 'x',
  request: {
    headers: { Cookie: 'gw_session=a', ...headers },
    generators: {
      header: Object.fromEntries(
        Object.entries({ Cookie: '${Cookie}', ...generators }).map(([k, v]) => [k, state(v)]),
      ),
    },
  },
});
const truthful = {
  Uid: '${Uid}',
  WorkspaceId: '${WorkspaceId}',
  ScopeId: '${ScopeId}',
  'X-XSRF-TOKEN': '${XsrfToken}',
};
const headersOf = (g: Record<string, string>) => Object.fromEntries(Object.keys(g).map((k) => [k, '1']));

describe('an interaction that breaks a request convention on purpose', () => {
  it('is not one whose headers all carry the session values, nor one without a session', () => {
    expect(breaksAConvention(signedInRequest(headersOf(truthful), truthful))).toBe(false);
    expect(breaksAConvention({ description: 'x', request: { headers: { ScopeId: '0' } } })).toBe(false);
    const direct = { ...truthful, DirectScopeId: '${ScopeId}' } as Record<string, string>;
    delete direct.ScopeId;
    expect(breaksAConvention(signedInRequest(headersOf(direct), direct))).toBe(false);
  });

  it.each([
    ['another user id', { ...truthful, Uid: '${OtherUid}' }],
    ['a literal uid', { ...truthful, Uid: '' }],
    ['a foreign scope', { ...truthful, ScopeId: '${ForeignScopeId}' }],
    ['a stale anti-forgery token', { ...truthful, 'X-XSRF-TOKEN': '' }],
    ['another workspace', { ...truthful, WorkspaceId: '${OtherWorkspaceId}' }],
  ])('is one with %s', (_name, generators) => {
    const kept = Object.fromEntries(Object.entries(generators).filter(([, v]) => v !== ''));
    expect(breaksAConvention(signedInRequest(headersOf(generators), kept))).toBe(true);
  });

  it('is one that changes something without the anti-forgery token', () => {
    const withoutToken = { ...truthful } as Record<string, string>;
    delete withoutToken['X-XSRF-TOKEN'];
    const post = signedInRequest(headersOf(withoutToken), withoutToken);
    expect(breaksAConvention(post)).toBe(false);
    post.request.method = 'POST';
    expect(breaksAConvention(post)).toBe(true);
  });

  it('is one that impersonates another scope', () => {
    expect(
      breaksAConvention(signedInRequest({ ...headersOf(truthful), ImpersonateScopeId: '11' }, truthful)),
    ).toBe(true);
  });
});
