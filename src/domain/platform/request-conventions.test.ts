import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  downloadUrl,
  planRequest,
  readScopeHeaders,
  scopeHeaders,
  thumbnailPath,
} from './request-conventions';

describe('planRequest (platform spec §7)', () => {
  it.each([
    ['GET', 'report', { method: 'GET', path: 'report' }],
    ['GET', '/api/report/path', { method: 'GET', path: 'report/path' }],
    ['POST', 'report', { method: 'POST', path: 'report/create' }],
    ['PUT', 'report', { method: 'POST', path: 'report/update' }],
    ['DELETE', 'report', { method: 'POST', path: 'report/delete' }],
    ['DELETE', 'a/b/c', { method: 'POST', path: 'a/b/c/delete' }],
    ['DELETE', 'a/b/c/d', { method: 'POST', path: 'a/b/c/d', methodOverride: 'DELETE' }],
    ['PUT', 'a/b/c/d/e', { method: 'POST', path: 'a/b/c/d/e', methodOverride: 'PUT' }],
    ['RPC', 'form/SetOptions', { method: 'POST', path: 'form/SetOptions' }],
    ['RPC', '/api/account/login', { method: 'POST', path: 'account/login' }],
    ['RPC', 'fieldsetup/DeleteTemplate?id=4', { method: 'POST', path: 'fieldsetup/DeleteTemplate?id=4' }],
    ['DELETE', 'report?id=4', { method: 'POST', path: 'report/delete?id=4' }],
    ['GET', 'form?id=200', { method: 'GET', path: 'form?id=200' }],
  ] as const)('%s %s is sent as %j', (verb, path, expected) => {
    expect(planRequest(verb, path)).toEqual(expected);
  });
});

describe('scopeHeaders', () => {
  const base = { userId: 7, workspaceId: 1, scopeId: 10, primaryScopeId: 0, isDirect: false };

  it('sends ScopeId, Uid and WorkspaceId', () => {
    expect(scopeHeaders(base)).toEqual({ ScopeId: '10', Uid: '7', WorkspaceId: '1' });
  });

  it('sends DirectScopeId for a direct user whose primary scope is the current scope', () => {
    expect(scopeHeaders({ ...base, isDirect: true, primaryScopeId: 10 })).toEqual({
      DirectScopeId: '10',
      Uid: '7',
      WorkspaceId: '1',
    });
  });

  it('keeps ScopeId for a direct user in another scope', () => {
    expect(scopeHeaders({ ...base, isDirect: true, primaryScopeId: 3 })).toHaveProperty('ScopeId', '10');
  });

  it('adds ImpersonateScopeId when acting in another scope', () => {
    expect(scopeHeaders({ ...base, impersonateScopeId: 11 })).toHaveProperty('ImpersonateScopeId', '11');
  });

  it('sends the scope alone before anyone signs in', () => {
    expect(scopeHeaders({ ...base, userId: null, workspaceId: null, scopeId: 0 })).toEqual({ ScopeId: '0' });
  });
});

describe('downloadUrl', () => {
  it('appends the anti-forgery token', () => {
    expect(downloadUrl('/api/forminstance/FormToCSV?id=4', 'a b')).toBe(
      '/api/forminstance/FormToCSV?id=4&xsrf=a%20b',
    );
    expect(downloadUrl('/api/file/1', 't')).toBe('/api/file/1?xsrf=t');
  });

  it.each([
    'https://bucket.s3.amazonaws.com/x.pdf',
    'https://bucket.s3-eu-west-1.amazonaws.com/x.pdf',
    'https://acct.blob.core.windows.net/c/x.pdf',
    'https://storage.googleapis.com/b/x.pdf',
  ])('leaves cloud object storage URL %s alone', (url) => {
    expect(downloadUrl(url, 'token')).toBe(url);
  });
});

it('builds the 200 by 100 thumbnail call', () => {
  expect(thumbnailPath(42)).toBe('/api/documentthumbnail?id=42&w=200&h=100');
});

describe('reading the scope headers back (the server side of the same rule)', () => {
  const id = fc.integer({ min: 0, max: 2_000_000_000 });
  it('reads back exactly what scopeHeaders wrote, for any signed-in context', () => {
    fc.assert(
      fc.property(
        id,
        id,
        id,
        fc.option(id, { nil: null }),
        fc.boolean(),
        fc.option(id, { nil: null }),
        (userId, workspaceId, scopeId, other, isDirect, impersonate) => {
          // The primary scope is the current one, or another.
          const primary = other ?? scopeId;
          const context = {
            userId,
            workspaceId,
            scopeId,
            primaryScopeId: primary,
            isDirect,
            impersonateScopeId: impersonate,
          };
          const headers = Object.fromEntries(
            Object.entries(scopeHeaders(context)).map(([k, v]) => [k.toLowerCase(), v]),
          );
          const reading = readScopeHeaders((name) => headers[name]);
          expect(reading).toEqual({
            ok: true,
            values: {
              scopeId,
              direct: isDirect && primary === scopeId,
              uid: userId,
              workspaceId,
              impersonateScopeId: impersonate,
            },
          });
        },
      ),
    );
  });

  it('lets the call that learns the user leave out Uid and WorkspaceId, and no other', () => {
    const only = { scopeid: '0' } as Record<string, string>;
    expect(readScopeHeaders((name) => only[name], true)).toMatchObject({
      ok: true,
      values: { uid: null, workspaceId: null },
    });
    expect(readScopeHeaders((name) => only[name])).toEqual({
      ok: false,
      message: 'A signed-in request carries the Uid and WorkspaceId headers.',
    });
  });
});
