import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FRESH_VERIFICATION,
  checkCode,
  codeIssued,
  codeNotSent,
  codeRequestVerdict,
  codeUsed,
  failed,
  liveCodeFor,
  lockOf,
  shareLockOf,
  type ShareVerification,
} from './code-ledger';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  MEMBER_RECIPIENT,
  memberRecipientError,
  recipientEmailError,
  sameEmail,
} from './recipient-email';
import { grantToken, tokenVerdict } from './share-token';
import { durationText, resetSchedule } from './shared-form-timing';
import {
  CODE_ALPHABET,
  CODE_COOLDOWN_MS,
  CODE_VALIDITY_MS,
  FAILURE_WINDOW_MS,
  MAX_CONSECUTIVE_FAILURES,
  MAX_FAILED_TRIES,
  MAX_SHARE_FAILURES,
  MAX_WRONG_CODES_PER_CODE,
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
  const ME = '203.0.113.7';
  const OTHER = '198.51.100.9';

  it('accepts the live code once, for the e-mail it was sent to, within 10 minutes', () => {
    const state = sent(FRESH_VERIFICATION, 0);
    expect(checkCode(state, 'GUEST@outside.test', 'd1', ME, CODE_VALIDITY_MS - 1)).toBe('valid');
    expect(checkCode(state, 'other@outside.test', 'd1', ME, 1)).toBe('invalid');
    expect(checkCode(state, EMAIL, 'd1', ME, CODE_VALIDITY_MS)).toBe('invalid');
    expect(checkCode(codeUsed(state, ME, 1), EMAIL, 'd1', ME, 2)).toBe('invalid');
  });

  it('voids the older code when a new one is sent', () => {
    const state = sent(sent(FRESH_VERIFICATION, 0, 'old'), CODE_COOLDOWN_MS, 'new');
    expect(checkCode(state, EMAIL, 'old', ME, CODE_COOLDOWN_MS + 1)).toBe('invalid');
    expect(checkCode(state, EMAIL, 'new', ME, CODE_COOLDOWN_MS + 1)).toBe('valid');
  });

  it('gives back the request of a code whose mail never left, and that code opens nothing', () => {
    const state = codeNotSent(sent(FRESH_VERIFICATION, 0), 'd1', 0);
    expect(checkCode(state, EMAIL, 'd1', ME, 1)).toBe('invalid');
    expect(codeRequestVerdict(state, EMAIL, ME, 1)).toEqual({ ok: true });
  });

  it('sends at most 3 codes in 10 minutes, one a minute', () => {
    let state = sent(FRESH_VERIFICATION, 0);
    expect(codeRequestVerdict(state, EMAIL, ME, 30_000)).toEqual({
      ok: false,
      reason: 'cooldown',
      retryAt: MIN,
    });
    state = sent(state, MIN);
    state = sent(state, 2 * MIN);
    expect(codeRequestVerdict(state, EMAIL, ME, 3 * MIN)).toEqual({
      ok: false,
      reason: 'too-many',
      retryAt: 10 * MIN,
    });
    expect(codeRequestVerdict(state, EMAIL, ME, 10 * MIN)).toEqual({ ok: true });
  });

  it('leaves the code already sent to be typed while a new one must wait, until it is spent, void or expired', () => {
    const state = sent(FRESH_VERIFICATION, 0);
    expect(liveCodeFor(state, 'GUEST@outside.test', 30_000)).toMatchObject({ expiresAt: CODE_VALIDITY_MS });
    expect(liveCodeFor(state, 'other@outside.test', 30_000)).toBeNull();
    expect(liveCodeFor(state, EMAIL, CODE_VALIDITY_MS)).toBeNull();
    expect(liveCodeFor(codeUsed(state, ME, 1), EMAIL, 2)).toBeNull();
  });

  it('locks a caller out at its 5th failure, counting e-mail mismatches too; a new code does not reset the count', () => {
    let state = sent(FRESH_VERIFICATION, 0);
    state = failed(failed(state, ME, 'wrong-code', 1), ME, 'wrong-code', 2);
    state = failed(state, ME, 'email-mismatch', 3);
    state = sent(state, MIN, 'd2'); // a new code: the three failures stay
    state = failed(state, ME, 'wrong-code', MIN + 1);
    expect(checkCode(state, EMAIL, 'd2', ME, MIN + 2)).toBe('valid');
    state = failed(state, ME, 'email-mismatch', MIN + 2); // the 5th
    expect(checkCode(state, EMAIL, 'd2', ME, MIN + 3)).toBe('locked');
    expect(codeRequestVerdict(state, EMAIL, ME, 2 * MIN)).toEqual({
      ok: false,
      reason: 'locked',
      retryAt: 1 + FAILURE_WINDOW_MS,
    });
    // Once the oldest failure is 15 minutes old one more try is allowed.
    expect(lockOf(state, ME, 1 + FAILURE_WINDOW_MS)).toEqual({ locked: false });
  });

  it("does not lock the share for anyone else: five wrong addresses of one caller leave the recipient's way open", () => {
    let state = sent(FRESH_VERIFICATION, 0);
    for (let i = 1; i <= 5; i++) state = failed(state, OTHER, 'email-mismatch', i);
    expect(lockOf(state, OTHER, 10).locked).toBe(true);
    expect(shareLockOf(state, 10)).toEqual({ locked: false });
    expect(checkCode(state, EMAIL, 'd1', ME, 10)).toBe('valid');
    expect(codeRequestVerdict(state, EMAIL, ME, 2 * MIN)).toEqual({ ok: true });
  });

  it('voids a code at its 5th wrong try, by whoever; e-mail mismatches never touch it', () => {
    let state = sent(FRESH_VERIFICATION, 0);
    for (let i = 1; i <= 10; i++) state = failed(state, `10.0.0.${i}`, 'email-mismatch', i);
    expect(state.current).not.toBeNull();
    for (let i = 1; i <= MAX_WRONG_CODES_PER_CODE - 1; i++)
      state = failed(state, `10.0.1.${i}`, 'wrong-code', 10 + i);
    expect(checkCode(state, EMAIL, 'd1', ME, 20)).toBe('valid');
    state = failed(state, '10.0.1.99', 'wrong-code', 20);
    expect(state.current).toBeNull();
  });

  it('locks the share for everyone at 25 failures of all callers in 15 minutes, and for good at 100 wrong codes', () => {
    let state = sent(FRESH_VERIFICATION, 0);
    for (let i = 0; i < MAX_SHARE_FAILURES; i++) state = failed(state, `10.0.0.${i}`, 'email-mismatch', i);
    expect(lockOf(state, ME, MAX_SHARE_FAILURES)).toEqual({ locked: true, until: FAILURE_WINDOW_MS });
    expect(lockOf(state, ME, FAILURE_WINDOW_MS)).toEqual({ locked: false });

    state = failed(sent(FRESH_VERIFICATION, 0), ME, 'wrong-code', 1);
    expect(codeUsed(state, ME, 2)).toMatchObject({ failures: [], consecutiveWrongCodes: 0 });
    state = { ...state, consecutiveWrongCodes: MAX_CONSECUTIVE_FAILURES - 1 };
    state = failed(state, ME, 'wrong-code', 10 * FAILURE_WINDOW_MS);
    expect(lockOf(state, OTHER, 100 * FAILURE_WINDOW_MS)).toEqual({ locked: true, until: null });
    expect(shareLockOf(state, 100 * FAILURE_WINDOW_MS)).toEqual({ locked: true, until: null });
  });

  it('never lets more than 5 guesses of a caller, nor 25 of all callers, through in any 15 minutes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('send', 'guess', 'mismatch'),
            fc.integer({ min: 0, max: 5 }),
            fc.integer({ min: 0, max: 2 * MIN }),
          ),
          { maxLength: 120 },
        ),
        (events) => {
          let state: ShareVerification = FRESH_VERIFICATION;
          let now = 0;
          const tries: Array<{ at: number; caller: string }> = [];
          for (const [kind, who, gap] of events) {
            now += gap;
            const caller = `10.0.0.${who}`;
            if (kind === 'send') {
              if (codeRequestVerdict(state, EMAIL, caller, now).ok) state = sent(state, now, `c${now}`);
            } else if (checkCode(state, EMAIL, 'wrong', caller, now) !== 'locked') {
              tries.push({ at: now, caller });
              state = failed(state, caller, kind === 'guess' ? 'wrong-code' : 'email-mismatch', now);
            }
          }
          const within = (at: number, others: typeof tries) =>
            others.filter((o) => o.at <= at && at - o.at < FAILURE_WINDOW_MS).length;
          return tries.every(
            ({ at, caller }) =>
              within(
                at,
                tries.filter((t) => t.caller === caller),
              ) <= MAX_FAILED_TRIES && within(at, tries) <= MAX_SHARE_FAILURES,
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

  it("refuses a workspace member's address for sharing outside, whatever its case", () => {
    const members = ['member@demo.test', 'field@demo.test'];
    expect(memberRecipientError(' MEMBER@demo.test ', members)).toBe(MEMBER_RECIPIENT);
    expect(memberRecipientError('guest@outside.test', members)).toBeNull();
    expect(MEMBER_RECIPIENT).toContain('inside the workspace');
  });

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
