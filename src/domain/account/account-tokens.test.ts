import { describe, expect, it } from 'vitest';
import {
  INVITATION_VALIDITY_MS,
  RESET_VALIDITY_MS,
  changePasswordPath,
  linkParams,
  loginInvitationPath,
  registerInvitationPath,
  tokenState,
  validityText,
} from './account-tokens';

const TOKEN = 'DemoInvitationForNewColleague00000000000001';

describe('e-mailed links', () => {
  it.each([
    [undefined, 'unknown'],
    [{ expiresAt: 1000, usedAt: null }, 'valid'],
    [{ expiresAt: 1000, usedAt: 500 }, 'used'],
    [{ expiresAt: 999, usedAt: null }, 'expired'],
  ] as const)('%j at 999: %s', (record, state) => {
    expect(tokenState(record, 999)).toBe(state);
  });

  it('builds the spec’s routes, the e-mail address encoded', () => {
    expect(registerInvitationPath(TOKEN, 7, 'a+b@x.io', false)).toBe(
      `/register/invitation/${TOKEN}/7/a%2Bb%40x.io/false`,
    );
    expect(loginInvitationPath(TOKEN, 7, 'a@x.io', false)).toBe(
      `/login/invitation/${TOKEN}/7/a%40x.io/false`,
    );
    expect(changePasswordPath(TOKEN, 3)).toBe(`/changepassword/${TOKEN}/3`);
  });

  it('reads only what can be a token and a record id from a route', () => {
    expect(linkParams(TOKEN, '12')).toEqual({ hash: TOKEN, recordId: 12 });
    expect([
      linkParams('short', '1'),
      linkParams(TOKEN, '0'),
      linkParams(TOKEN, '1e3'),
      linkParams(undefined, '1'),
    ]).toEqual([null, null, null, null]);
  });

  it('says how long a link lives', () => {
    expect([
      validityText(INVITATION_VALIDITY_MS),
      validityText(RESET_VALIDITY_MS),
      validityText(3_600_000),
      validityText(90_000),
    ]).toEqual(['7 days', '30 minutes', '1 hour', '2 minutes']);
  });
});
