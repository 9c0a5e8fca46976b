import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FRESH_VERIFICATION,
  checkCode,
  codeIssued,
  codeRequestVerdict,
  codeUsed,
  failed,
  lockOf,
  type ShareVerification,
} from './code-ledger';
import { EMAIL_INVALID, EMAIL_REQUIRED, recipientEmailError, sameEmail } from './recipient-email';
import { grantToken, tokenVerdict } from './share-token';
import { durationText, resetSchedule } from './shared-form-timing';
import {
  CODE_ALPHABET,
  CODE_COOLDOWN_MS,
  CODE_VALIDITY_MS,
  FAILURE_WINDOW_MS,
  MAX_CONSECUTIVE_FAILURES,
  SHARED_FORM_RESET_MS,
  TOKEN_VALIDITY_MS,
} from './sharing-rules';
import { generateCode, isWellFormedCode, normalizeCode } from './verification-code';

const MIN = 60_000;
const EMAIL = 'guest@outside.test';

describe('verification codes', () => {
  it('are 6 symbols of an alphabet without look-alikes, each drawn by the generator given', () => {
    expect(CODE_ALPHABET).toHaveLength(31);
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const draws: number[] = [];
    const code = generateCode((max) => {
      draws.push(max);
      return draws.length - 1;
    });
    expect(code).toBe('234567');
    expect(draws).toEqual([31, 31, 31, 31, 31, 31]);
    expect(Math.log2(31 ** 6)).toBeGreaterThan(29.6); // ≥ 20 bits: NIST SP 800-63B §5.1.3.2, ASVS V6.5.4
  });

  it('are read as typed without regard to case, spaces or dashes', () => {
    expect(normalizeCode(' ab3-d e7 ')).toBe('AB3DE7');
    expect(isWellFormedCode('ab3de7')).toBe(true);
    expect(isWellFormedCode('AB3DE')).toBe(false);
    expect(isWellFormedCode('AB3DE0')).toBe(false); // 0 is not in the alphabet
  });
});

describe('the verification state of a share', () => {
  const sent = (state: ShareVerification, at: number, digest = 'd1') => codeIssued(state, EMAIL, digest, at);

  it('accepts the live code once, for the e-mail it was sent to, within 10 minutes', () => {
    const state = sent(FRESH_VERIFICATION, 0);
    expect(checkCode(state, 'GUEST@outside.test', 'd1', CODE_VALIDITY_MS - 1)).toBe('valid');
    expect(checkCode(state, 'other@outside.test', 'd1', 1)).toBe('invalid');
    expect(checkCode(state, EMAIL, 'd1', CODE_VALIDITY_MS)).toBe('invalid');
    expect(checkCode(codeUsed(state, 1), EMAIL, 'd1', 2)).toBe('invalid');
  });

  it('voids the older code when a new one is sent', () => {
    const state = sent(sent(FRESH_VERIFICATION, 0, 'old'), CODE_COOLDOWN_MS, 'new');
    expect(checkCode(state, EMAIL, 'old', CODE_COOLDOWN_MS + 1)).toBe('invalid');
    expect(checkCode(state, EMAIL, 'new', CODE_COOLDOWN_MS + 1)).toBe('valid');
  });

  it('sends at most 3 codes in 10 minutes, one a minute', () => {
    let state = sent(FRESH_VERIFICATION, 0);
    expect(codeRequestVerdict(state, EMAIL, 30_000)).toEqual({ ok: false, reason: 'cooldown', retryAt: MIN });
    state = sent(state, MIN);
    state = sent(state, 2 * MIN);
    expect(codeRequestVerdict(state, EMAIL, 3 * MIN)).toEqual({
      ok: false,
      reason: 'too-many',
      retryAt: 10 * MIN,
    });
    expect(codeRequestVerdict(state, EMAIL, 10 * MIN)).toEqual({ ok: true });
  });

  it('voids the code at the 5th wrong try, counts e-mail mismatches too, and a new code does not reset the count', () => {
    let state = sent(FRESH_VERIFICATION, 0);
    state = failed(failed(state, 1), 2); // two wrong codes
    state = failed(state, 3); // an e-mail mismatch
    state = sent(state, MIN, 'd2'); // a new code: the three failures stay
    state = failed(state, MIN + 1);
    expect(checkCode(state, EMAIL, 'd2', MIN + 2)).toBe('valid');
    state = failed(state, MIN + 2); // the 5th
    expect(state.current).toBeNull();
    expect(checkCode(state, EMAIL, 'd2', MIN + 3)).toBe('locked');
    expect(codeRequestVerdict(state, EMAIL, 2 * MIN)).toEqual({
      ok: false,
      reason: 'locked',
      retryAt: 1 + FAILURE_WINDOW_MS,
    });
    // Once the oldest failure is 15 minutes old one more try is allowed.
    expect(lockOf(state, 1 + FAILURE_WINDOW_MS)).toEqual({ locked: false });
  });

  it('forgets the failures after a right code, and locks for good after 100 consecutive failures', () => {
    let state = sent(FRESH_VERIFICATION, 0);
    state = failed(state, 1);
    expect(codeUsed(state, 2)).toMatchObject({ failures: [], consecutiveFailures: 0 });
    state = { ...state, consecutiveFailures: MAX_CONSECUTIVE_FAILURES - 1 };
    state = failed(state, 10 * FAILURE_WINDOW_MS);
    expect(lockOf(state, 100 * FAILURE_WINDOW_MS)).toEqual({ locked: true, until: null });
  });

  it('never lets more than 5 guesses through in any 15 minutes, whatever the order of events', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('send', 'guess'), fc.integer({ min: 0, max: 2 * MIN })), {
          maxLength: 60,
        }),
        (events) => {
          let state: ShareVerification = FRESH_VERIFICATION;
          let now = 0;
          const guesses: number[] = [];
          for (const [kind, gap] of events) {
            now += gap;
            if (kind === 'send') {
              if (codeRequestVerdict(state, EMAIL, now).ok) state = sent(state, now, `c${now}`);
            } else if (checkCode(state, EMAIL, 'wrong', now) !== 'locked') {
              guesses.push(now);
              state = failed(state, now);
            }
          }
          return guesses.every(
            (at) => guesses.filter((other) => other <= at && at - other < FAILURE_WINDOW_MS).length <= 5,
          );
        },
      ),
    );
  });
});

describe('tokens', () => {
  it('open only their own share, e-mail and instance, until they expire', () => {
    const grant = grantToken(7, EMAIL, 300, 0);
    expect(
      tokenVerdict(
        grant,
        { shareId: 7, email: 'Guest@Outside.test', instanceId: 300 },
        TOKEN_VALIDITY_MS - 1,
      ),
    ).toBe('ok');
    expect(tokenVerdict(grant, { shareId: 8, email: EMAIL, instanceId: 300 }, 1)).toBe('other-share');
    expect(tokenVerdict(grant, { shareId: 7, email: 'x@outside.test', instanceId: 300 }, 1)).toBe(
      'other-share',
    );
    expect(tokenVerdict(grant, { shareId: 7, email: EMAIL, instanceId: 301 }, 1)).toBe('other-share');
    expect(tokenVerdict(grant, { shareId: 7, email: EMAIL, instanceId: 300 }, TOKEN_VALIDITY_MS)).toBe(
      'expired',
    );
    expect(tokenVerdict(undefined, { shareId: 7, email: EMAIL, instanceId: 300 }, 0)).toBe('unknown');
  });
});

describe('the recipient e-mail and the page timing', () => {
  it.each([
    ['', EMAIL_REQUIRED],
    ['  ', EMAIL_REQUIRED],
    ['guest@outside', EMAIL_INVALID],
    [`${'a'.repeat(250)}@x.io`, EMAIL_INVALID],
    [' guest@outside.test ', null],
  ])('%j gives %j', (typed, message) => expect(recipientEmailError(typed)).toBe(message));

  it('compares addresses without regard to case', () => expect(sameEmail('A@B.io', ' a@b.io')).toBe(true));

  it('resets the page 4 hours after it opened and warns 5 minutes before', () => {
    expect(SHARED_FORM_RESET_MS).toBe(14_400_000);
    expect(resetSchedule(1000)).toEqual({ warnAt: 1000 + 14_400_000 - 300_000, resetAt: 1000 + 14_400_000 });
    expect([durationText(600_000), durationText(60_000), durationText(45_000), durationText(1000)]).toEqual([
      '10 minutes',
      '1 minute',
      '45 seconds',
      '1 second',
    ]);
  });
});
