import { beforeEach, describe, expect, it } from 'vitest';
import { FieldType } from '../../domain/forms/form.entity';
import { field, formula, instance, num, text } from '../../domain/forms/instance/instance.test-helper';
import { SharingText } from '../../domain/sharing/sharing-texts';
import { failure, ok, settle } from '../testing/fakes';
import { RevokeFormShare } from './revoke-form-share.use-case';
import { RESET_WARNING } from './shared-form-lifetime.use-case';
import { ShareFormInstance } from './share-form-instance.use-case';
import { FakeFormSharesGateway, sharingHarness } from './sharing.test-kit';

const HASH = 'H'.repeat(32);
const ACCESS = { hash: HASH, email: 'guest@outside.test', token: 'tok' };
const fields = [
  num(1, { Name: 'Labour', Data: '10' }),
  num(2, { Name: 'Travel', Data: '5' }),
  formula(3, '_1 * 2', { Name: 'Total' }),
  field(4, FieldType.NewLine),
  text(5, { Name: 'E-mail', ValidationPatternType: 8 }),
  text(6, { Name: 'Approved by', PermissionMask: 1, Data: 'Dana' }),
];

let h: ReturnType<typeof sharingHarness>;
beforeEach(() => {
  h = sharingHarness();
});

describe('opening a shared form', () => {
  it('asks IsFormShareValid first and sends an invalid hash to /404 without asking anything else', async () => {
    h.gateway.validity = ok({ IsValid: false });
    expect(await h.open.run(HASH)).toBeNull();
    expect(h.navigator.history).toEqual(['/404']);
    expect(h.gateway.calls).toEqual([`isValid ${HASH}`]);
  });

  it('answers the header details of a valid share', async () => {
    expect(await h.open.run(HASH)).toMatchObject({ WorkspaceName: 'Acme', FormName: 'Intake' });
    expect(h.gateway.calls).toEqual([`isValid ${HASH}`, `details ${HASH}`]);
  });

  it('tells a failure itself, never through the sign-in page', async () => {
    h.gateway.validity = failure(500, { Message: 'Database down' });
    expect(await h.open.run(HASH)).toBeNull();
    expect(h.notifier.shown).toEqual([{ kind: 'error', message: 'Database down' }]);
    expect(h.navigator.history).toEqual([]);
  });
});

describe('proving the e-mail', () => {
  it('reads the flags of sendcode, with the code timing on this device clock', async () => {
    const now = h.time.now();
    expect(await h.verify.requestCode(' guest@outside.test ', HASH)).toEqual({
      kind: 'sent',
      expiresAt: now + 600_000,
      nextCodeAt: now + 60_000,
      alreadySent: false,
    });
    expect(h.gateway.calls).toEqual([`sendCode guest@outside.test ${HASH}`]);
    h.gateway.sendAnswer = ok({
      EmailMissmatch: true,
      TooManyRequests: false,
      InvalidCode: false,
      CodeValidSeconds: 0,
      NewCodeInSeconds: 0,
    });
    expect(await h.verify.requestCode('x@y.io', HASH)).toEqual({ kind: 'mismatch' });
    h.gateway.sendAnswer = ok({
      EmailMissmatch: false,
      TooManyRequests: true,
      InvalidCode: false,
      CodeValidSeconds: 0,
      NewCodeInSeconds: 420,
    });
    expect(await h.verify.requestCode('guest@outside.test', HASH)).toEqual({
      kind: 'too-many',
      nextCodeAt: now + 420_000,
    });
  });

  it('answers invalid for a wrong code and verified with the token and instance for the right one', async () => {
    expect(await h.verify.enterCode('guest@outside.test', 'ABCDEF', HASH)).toEqual({ kind: 'invalid' });
    const shared = instance(fields);
    h.gateway.instanceAnswer = ok({
      EmailMissmatch: false,
      TooManyRequests: false,
      InvalidCode: false,
      Token: 'tok',
      FormInstance: shared,
    });
    expect(await h.verify.enterCode('guest@outside.test', 'K7M3QX', HASH)).toEqual({
      kind: 'verified',
      token: 'tok',
      instance: shared,
    });
  });

  it('goes to /404 when the share is gone, and shows a mail failure', async () => {
    h.gateway.sendAnswer = failure(404, { Message: 'This link is not valid.' });
    expect(await h.verify.requestCode('guest@outside.test', HASH)).toEqual({ kind: 'failed' });
    expect(h.navigator.history).toEqual(['/404']);
    h.gateway.sendAnswer = failure(503, {
      Message: 'The code could not be sent. Please try again in a few minutes.',
    });
    await h.verify.requestCode('guest@outside.test', HASH);
    expect(h.notifier.shown).toEqual([
      { kind: 'error', message: 'The code could not be sent. Please try again in a few minutes.' },
    ]);
  });
});

describe('filling the shared form with the instance page engine', () => {
  const start = () => h.fill.start(instance(fields), () => undefined);

  it('recalculates formulas 500 ms after a change and keeps a view-only field read-only', () => {
    const editor = start();
    editor.change(1, '20');
    h.time.advance(500);
    expect(Number(editor.formulas.get(3)?.display)).toBe(40);
    editor.change(6, 'Me');
    expect(editor.valueOf(6)).toBe('Dana');
  });

  it('blocks an invalid form with the alert of the instance page and sends nothing', async () => {
    const editor = start();
    editor.change(5, 'not-an-email');
    expect(await h.fill.save(editor, ACCESS)).toBe('invalid');
    expect(h.dialogs.alerts).toEqual([
      {
        title: 'Form Validation Failed',
        message: 'Please correct the validation errors shown and try again.',
      },
    ]);
    expect(h.gateway.saves).toEqual([]);
  });

  it('sends the changed fields with the token, says "Form updated successfully.", and a retried save keeps its SaveId', async () => {
    const editor = start();
    editor.change(1, '20');
    h.gateway.saveAnswers = [
      { ok: false, failure: { kind: 'network', detail: 'reset' } },
      ok({ FormInstance: instance(fields) }),
    ];
    expect(await h.fill.save(editor, ACCESS)).toBe('failed');
    expect(h.notifier.shown).toEqual([{ kind: 'error', message: 'Unexpected error' }]);
    expect(await h.fill.save(editor, ACCESS)).toBe('saved');
    expect(h.gateway.saves[0].saveId).toBe(h.gateway.saves[1].saveId);
    expect(h.gateway.saves[1]).toMatchObject({
      access: ACCESS,
      values: [{ FieldDefinitionId: 1, Data: '20', OptionId: null }],
    });
    expect(h.notifier.shown.at(-1)).toEqual({ kind: 'success', message: SharingText.formSaved });
    expect(editor.isDirty).toBe(false);
    // A new save after the answer is another save, with another id.
    editor.change(1, '30');
    h.gateway.saveAnswers = [ok({ FormInstance: instance(fields) })];
    await h.fill.save(editor, ACCESS);
    expect(h.gateway.saves[2].saveId).not.toBe(h.gateway.saves[0].saveId);
  });

  it('says the access ended on 401 and keeps the entries unsaved', async () => {
    const editor = start();
    editor.change(1, '20');
    h.gateway.saveAnswers = [
      failure(401, {
        Message: 'Your access to this form has ended. Please verify your e-mail address again.',
      }),
    ];
    expect(await h.fill.save(editor, ACCESS)).toBe('access-ended');
    expect(editor.isDirty).toBe(true);
    expect(editor.unsavedEntries()).toEqual(new Map([[1, '20']]));
  });

  it('reveals an encrypted value with the token', async () => {
    const editor = h.fill.start(
      instance([text(7, { Name: 'SSN', EncryptData: true, DisplayMask: 0, Data: '****' })]),
      () => undefined,
    );
    expect(await h.fill.reveal(editor, 7, ACCESS)).toBe(true);
    expect(editor.valueOf(7)).toBe('secret');
    expect(h.gateway.calls).toEqual(['reveal tok 7']);
  });
});

describe('the 4-hour life of the page', () => {
  it('warns 5 minutes before the end when entries are unsaved, then reloads to the start state', () => {
    let unsaved = true;
    let before = 0;
    let warned = 0;
    h.lifetime.start(
      h.time.now(),
      () => unsaved,
      () => before++,
      () => warned++,
    );
    h.time.advance(14_400_000 - 300_000 - 1);
    expect(h.notifier.shown).toEqual([]);
    h.time.advance(1);
    expect(h.notifier.shown).toEqual([{ kind: 'warning', message: RESET_WARNING }]);
    expect(warned).toBe(1);
    unsaved = false;
    h.time.advance(300_000 - 1);
    expect(h.navigator.reloads).toBe(0);
    h.time.advance(1);
    expect([h.navigator.reloads, before]).toEqual([1, 1]);
  });

  it('does not warn when nothing is unsaved, and stops when the page closes', () => {
    const stop = h.lifetime.start(
      h.time.now(),
      () => false,
      () => undefined,
      () => undefined,
    );
    h.time.advance(14_400_000 - 1000);
    expect(h.notifier.shown).toEqual([]);
    stop();
    h.time.advance(10_000);
    expect(h.navigator.reloads).toBe(0);
  });
});

describe('the member side', () => {
  it('checks the address before sharing, and asks before revoking', async () => {
    const gateway = new FakeFormSharesGateway();
    const shareInstance = new ShareFormInstance(gateway, h.notifier);
    expect(await shareInstance.run(200, 300, '')).toEqual({ ok: false, emailError: 'Required!' });
    expect(await shareInstance.run(200, 300, 'nope')).toEqual({
      ok: false,
      emailError: 'Invalid email address!',
    });
    expect(gateway.shared).toEqual([]);
    expect(await shareInstance.run(200, 300, ' guest@outside.test ')).toMatchObject({ ok: true });
    expect(gateway.shared).toEqual([{ formId: 200, instanceId: 300, email: 'guest@outside.test' }]);

    const revoke = new RevokeFormShare(gateway, h.dialogs, h.notifier);
    const made = await gateway.share(200, 300, 'a@b.io');
    if (!made.ok) throw new Error('the fake always shares');
    const pending = revoke.run(made.data);
    await settle();
    expect(h.dialogs.confirms[0]).toMatchObject({ title: 'Revoke share' });
    h.dialogs.confirms[0].answer(true);
    expect(await pending).toBe(true);
    expect(gateway.revoked).toEqual([9]);
  });
});
