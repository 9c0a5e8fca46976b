import { describe, expect, it } from 'vitest';
import { reactionTo, warningOf, type RequestFailure } from './error-catalogue';

const app = { onExternalSite: false, onWorkspacePage: false };
const status = (code: number, payload = {}): RequestFailure => ({ kind: 'status', status: code, payload });

describe('error catalogue (platform spec §8)', () => {
  it('401 signs the user out in the app and goes to the site login on an external site', () => {
    expect(reactionTo(status(401), app)).toEqual({ type: 'unauthorised' });
    expect(reactionTo(status(401), { ...app, onExternalSite: true })).toEqual({ type: 'site-unauthorised' });
  });

  it('402 opens the quota dialog with the server message', () => {
    expect(reactionTo(status(402, { Message: 'Your plan allows 5 forms.' }), app)).toEqual({
      type: 'quota-reached',
      message: 'Your plan allows 5 forms.',
    });
  });

  it('403 with IsDeleted reports the account as deleted with its scope', () => {
    expect(reactionTo(status(403, { IsDeleted: true, ScopeId: 5 }), app)).toEqual({
      type: 'account-deleted',
      scopeId: 5,
      message: "The user or the resource that you're trying to reach is unavailable!",
    });
  });

  it('403 with IsLocked opens the unlock dialog with workspace id, name and admin flag', () => {
    const failure = status(403, { IsLocked: true, WorkspaceId: 1, WorkspaceName: 'Demo', IsAdmin: true });
    expect(reactionTo(failure, app)).toEqual({
      type: 'unlock',
      unlock: { workspaceId: 1, workspaceName: 'Demo', isAdmin: true },
    });
  });

  it('any other 403 goes to /403 unless on a workspace page', () => {
    expect(reactionTo(status(403, { Message: 'No access' }), app)).toEqual({
      type: 'forbidden',
      goTo403: true,
      message: 'No access',
    });
    expect(reactionTo(status(403), { ...app, onWorkspacePage: true })).toEqual({
      type: 'forbidden',
      goTo403: false,
      message: 'Unexpected error',
    });
  });

  it('406 resets the user and goes to start', () => {
    expect(reactionTo(status(406, { message: 'Scope changed' }), app)).toEqual({
      type: 'not-acceptable',
      message: 'Scope changed',
    });
  });

  it('409 is silent and an aborted call is ignored', () => {
    expect(reactionTo(status(409, { Message: 'x' }), app)).toEqual({ type: 'ignore' });
    expect(reactionTo({ kind: 'aborted' }, app)).toEqual({ type: 'ignore' });
  });

  it.each([400, 404, 412, 500, 503])(
    '%i raises a general error with the message or "Unexpected error"',
    (code) => {
      expect(reactionTo(status(code, { Message: 'Boom' }), app)).toEqual({
        type: 'general-error',
        message: 'Boom',
      });
      expect(reactionTo(status(code, {}), app)).toEqual({
        type: 'general-error',
        message: 'Unexpected error',
      });
      expect(reactionTo(status(code, { Message: '  ' }), app)).toEqual({
        type: 'general-error',
        message: 'Unexpected error',
      });
    },
  );
});

describe('warningOf', () => {
  it('reads IsWarning with its message from a 200 body', () => {
    expect(warningOf({ IsWarning: true, Message: 'Careful' })).toBe('Careful');
    expect(warningOf({ IsWarning: false, Message: 'x' })).toBeNull();
    expect(warningOf([1, 2])).toBeNull();
    expect(warningOf(null)).toBeNull();
  });
});
