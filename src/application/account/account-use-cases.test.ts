import { describe, expect, it } from 'vitest';
import {
  InvitationText,
  type InvitationDetails,
  type RegistrationDraft,
} from '../../domain/account/invitation-answer.entity';
import { PasswordText } from '../../domain/account/password.rules';
import { ProfileText } from '../../domain/account/profile.entity';
import type { CurrentUser } from '../../domain/session/current-user';
import type { HttpResult } from '../../ports/http-client.port';
import type { InvitationLinkGateway } from '../../ports/invitation-link-gateway.port';
import type { PasswordGateway, ResetLinkStatus } from '../../ports/password-gateway.port';
import type { SignIn } from '../session/sign-in.use-case';
import { FakeNotifier, FakeUserContext, failure, member, ok } from '../testing/fakes';
import { AcceptInvitation } from './accept-invitation.use-case';
import { ChangePassword } from './change-password.use-case';
import { ResetPassword } from './reset-password.use-case';

const STRONG = 'plum tractor violin harbour';

/** Passwords over an in-memory server: records the calls, answers what the test queued (else 200 {}). */
class FakePasswords implements PasswordGateway {
  calls: Array<[string, ...unknown[]]> = [];
  answer: HttpResult<unknown> = ok({});
  link: HttpResult<{ Status: ResetLinkStatus; Email: string }> = ok({
    Status: 'Valid',
    Email: 'member@demo.test',
  });
  async change(current: string, next: string) {
    this.calls.push(['change', current, next]);
    return this.answer;
  }
  async requestReset(email: string) {
    this.calls.push(['requestReset', email]);
    return this.answer;
  }
  async checkReset(hash: string, recordId: number) {
    this.calls.push(['checkReset', hash, recordId]);
    return this.link;
  }
  async completeReset(hash: string, recordId: number, next: string) {
    this.calls.push(['completeReset', hash, recordId, next]);
    return this.answer;
  }
}

describe('change one’s password (docs/use-cases/change-password.md)', () => {
  const setup = () => {
    const gateway = new FakePasswords();
    const users = new FakeUserContext();
    users.setUser(member);
    const notifier = new FakeNotifier();
    return { gateway, notifier, change: new ChangePassword(gateway, users, notifier) };
  };

  it('checks the rules before asking the server, the user’s own name and the current password included', async () => {
    const { gateway, change } = setup();
    expect(await change.run('', 'short', 'shorter')).toEqual({
      current: 'Required!',
      password: PasswordText.tooShort,
      confirmation: PasswordText.mismatch,
    });
    expect(await change.run('demo', 'Mia Member is here', 'Mia Member is here')).toEqual({
      password: 'The password must not contain “member” (your name).',
    });
    expect(await change.run('demo', 'password1234', 'password1234')).toEqual({
      password: PasswordText.common,
    });
    expect(gateway.calls).toEqual([]);
  });

  it('saves a good one and says the other sessions were signed out', async () => {
    const { gateway, notifier, change } = setup();
    expect(await change.run('demo', STRONG, STRONG)).toBeNull();
    expect(gateway.calls).toEqual([['change', 'demo', STRONG]]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: ProfileText.passwordChanged }]);
  });

  it('shows the server’s refusal next to the field it names, or above the form', async () => {
    const { gateway, change } = setup();
    gateway.answer = failure(400, { Message: 'CurrentPassword: The current password is not right.' });
    expect(await change.run('wrong', STRONG, STRONG)).toEqual({
      current: 'The current password is not right.',
    });
    gateway.answer = failure(429, { Message: 'Too many attempts. Try again in 5 minutes.' });
    expect(await change.run('wrong', STRONG, STRONG)).toEqual({
      form: 'Too many attempts. Try again in 5 minutes.',
    });
  });
});

describe('reset a forgotten password (docs/use-cases/reset-password.md)', () => {
  const setup = () => {
    const gateway = new FakePasswords();
    const notifier = new FakeNotifier();
    return { gateway, notifier, reset: new ResetPassword(gateway, notifier) };
  };

  it('asks for a link for any well-formed address and answers the same either way; a malformed one is refused here', async () => {
    const { gateway, reset } = setup();
    expect(await reset.request('not an address')).toEqual({
      ok: false,
      emailError: 'Invalid email address!',
    });
    expect(await reset.request('  nobody@demo.test ')).toEqual({ ok: true });
    expect(await reset.request('member@demo.test')).toEqual({ ok: true });
    expect(gateway.calls).toEqual([
      ['requestReset', 'nobody@demo.test'],
      ['requestReset', 'member@demo.test'],
    ]);
  });

  it('says why a link opens nothing', async () => {
    const { gateway, reset } = setup();
    gateway.link = ok({ Status: 'Used', Email: '' });
    expect(await reset.check('h', 7)).toEqual({ status: 'Used', email: '' });
    expect(reset.linkText('Used')).toBe(ProfileText.resetUsed);
    expect(reset.linkText('Expired')).toBe(ProfileText.resetExpired);
    expect(reset.linkText('Invalid')).toBe(ProfileText.resetInvalid);
  });

  it('sets the new password from the link once the rules pass, and tells the person to sign in', async () => {
    const { gateway, notifier, reset } = setup();
    expect(
      await reset.complete('h', 7, 'member@demo.test', 'member@demo.test!', 'member@demo.test!'),
    ).toEqual({ password: 'The password must not contain “member” (your e-mail address).' });
    expect(gateway.calls).toEqual([]);
    expect(await reset.complete('h', 7, 'member@demo.test', STRONG, STRONG)).toBeNull();
    expect(gateway.calls).toEqual([['completeReset', 'h', 7, STRONG]]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: ProfileText.resetDone }]);
    gateway.answer = failure(400, { Message: ProfileText.resetUsed });
    expect(await reset.complete('h', 7, 'member@demo.test', STRONG, STRONG)).toEqual({
      form: ProfileText.resetUsed,
    });
  });
});

describe('accept an invitation (docs/use-cases/accept-invitation.md)', () => {
  const DETAILS: InvitationDetails = {
    Status: 'Valid',
    Email: 'cole@demo.test',
    WorkspaceName: 'Demo Workspace',
    InvitedByName: 'Ada Admin',
    HasAccount: false,
  };
  const COLE: CurrentUser = {
    ...member,
    userId: 40,
    email: 'cole@demo.test',
    firstName: 'Cole',
    lastName: 'League',
  };

  class FakeLinks implements InvitationLinkGateway {
    registered: RegistrationDraft[] = [];
    accepted: Array<[string, string]> = [];
    answer: HttpResult<CurrentUser> = ok(COLE);
    async details() {
      return ok(DETAILS);
    }
    async register(_hash: string, _recordId: number, draft: RegistrationDraft) {
      this.registered.push(draft);
      return this.answer;
    }
    async accept(_hash: string, _recordId: number, email: string, password: string) {
      this.accepted.push([email, password]);
      return this.answer;
    }
  }
  const setup = () => {
    const links = new FakeLinks();
    const signedIn: CurrentUser[] = [];
    const signIn = { signedIn: async (user: CurrentUser) => void signedIn.push(user) } as unknown as SignIn;
    const notifier = new FakeNotifier();
    return { links, signedIn, notifier, accept: new AcceptInvitation(links, signIn, notifier) };
  };

  it('registers with a name and a password that pass the rules, then starts the session and welcomes them', async () => {
    const { links, signedIn, notifier, accept } = setup();
    const bad = await accept.register('h', 7, DETAILS, {
      FirstName: ' ',
      LastName: 'League',
      Password: 'cole@demo.test rules',
      confirmation: 'x',
    });
    expect(bad).toMatchObject({
      ok: false,
      errors: {
        firstName: expect.any(String),
        password: 'The password must not contain “cole” (your e-mail address).',
        confirmation: PasswordText.mismatch,
      },
    });
    expect(links.registered).toEqual([]);
    const good = await accept.register('h', 7, DETAILS, {
      FirstName: ' Cole ',
      LastName: 'League',
      Password: STRONG,
      confirmation: STRONG,
    });
    expect(good).toEqual({ ok: true, user: COLE });
    expect(links.registered).toEqual([{ FirstName: 'Cole', LastName: 'League', Password: STRONG }]);
    expect(signedIn).toEqual([COLE]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: InvitationText.registered }]);
  });

  it('shows a link that no longer opens anything above the form, and starts no session', async () => {
    const { links, signedIn, accept } = setup();
    links.answer = failure(400, { Message: InvitationText.Used });
    expect(
      await accept.register('h', 7, DETAILS, {
        FirstName: 'Cole',
        LastName: 'League',
        Password: STRONG,
        confirmation: STRONG,
      }),
    ).toEqual({ ok: false, errors: { form: InvitationText.Used } });
    expect(signedIn).toEqual([]);
  });

  it('accepts with an existing account’s password, which is asked for first', async () => {
    const { links, notifier, accept } = setup();
    expect(await accept.accept('h', 7, { ...DETAILS, HasAccount: true }, '')).toEqual({
      ok: false,
      errors: { password: 'Required!' },
    });
    links.answer = failure(400, { Message: 'Password: Invalid e-mail or password.' });
    expect(await accept.accept('h', 7, { ...DETAILS, HasAccount: true }, 'nope')).toEqual({
      ok: false,
      errors: { password: 'Invalid e-mail or password.' },
    });
    links.answer = ok(COLE);
    expect(await accept.accept('h', 7, { ...DETAILS, HasAccount: true }, 'demo')).toEqual({
      ok: true,
      user: COLE,
    });
    expect(links.accepted).toEqual([
      ['cole@demo.test', 'nope'],
      ['cole@demo.test', 'demo'],
    ]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: 'You joined Demo Workspace.' }]);
  });
});
