/**
 * The six calls of the shared form page (reports and sharing spec §7), made by a person outside the workspace without
 * a session: the share's hash names the share, the e-mail and a one-time code prove the recipient, the token that
 * `getinstance` hands out opens the instance for saving and revealing. The rules are src/domain/sharing/.
 */
import { randomInt } from 'node:crypto';
import type { Application, Request, Response } from 'express';
import { PermissionBit } from '../../../src/domain/forms/form.entity';
import {
  checkCode,
  codeIssued,
  codeNotSent,
  codeRequestVerdict,
  codeUsed,
  failed,
  liveCodeFor,
  lockOf,
  nextCodeAt,
} from '../../../src/domain/sharing/code-ledger';
import { sameEmail } from '../../../src/domain/sharing/recipient-email';
import type {
  GetInstanceAnswer,
  SendCodeAnswer,
  ShareFlags,
  WorkspaceDetails,
} from '../../../src/domain/sharing/share.entity';
import { grantToken, tokenVerdict } from '../../../src/domain/sharing/share-token';
import { CODE_VALIDITY_MS } from '../../../src/domain/sharing/sharing-rules';
import { generateCode } from '../../../src/domain/sharing/verification-code';
import { afterAnswer } from '../../after-answer';
import { callerOfRequest } from '../../client-address';
import type { MockContext } from '../../context';
import { bodyOf } from '../../forms/body-reader';
import { readFormData, storeFormData } from '../../forms/form-data';
import { instanceView, permissionMaskOf } from '../../forms/instance-view';
import { HttpError, handle } from '../../http';
import type { Mailer } from '../../mail/mailer';
import type { MockClock } from '../../mock-clock';
import {
  GetInstanceBody,
  SaveInstanceBody,
  SendCodeBody,
  SharedEncryptedValueBody,
} from '../../schemas/sharing.schema';
import { validBody } from '../../schemas/valid-body';
import { codeMail } from './code-mail';
import { activeShare, findActiveShare, recipientReadable, type ActiveShare } from './share-records';
import type { SharingState } from './sharing-state';

export const ACCESS_ENDED = 'Your access to this form has ended. Please verify your e-mail address again.';
export const OTHER_SHARE = 'This access does not open this form.';

const NO_FLAGS: ShareFlags = { EmailMissmatch: false, TooManyRequests: false, InvalidCode: false };
const seconds = (ms: number) => (Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0);

export interface SharingDeps {
  sharing: SharingState;
  mailer: Mailer;
  clock: MockClock;
}

export function registerRecipientRoutes(
  app: Application,
  { store }: MockContext,
  { sharing, mailer, clock }: SharingDeps,
): void {
  const hashOf = (value: unknown) => (typeof value === 'string' ? value : '');
  /** Failures are counted per caller: its client address (client-address.ts). */
  const callerOf = (req: Request) => callerOfRequest(req);

  /**
   * A wrong e-mail counts as a failure of its caller (issue 13; per caller since issue 31), unless the share is locked
   * for that caller already.
   */
  const mismatch = (found: ActiveShare, caller: string, now: number, res: Response) => {
    const state = sharing.verification(found.share.ShareId);
    if (lockOf(state, caller, now).locked) return tooMany(found, found.share.Email, caller, now, res);
    sharing.setVerification(found.share.ShareId, failed(state, caller, 'email-mismatch', now));
    res.json({ ...NO_FLAGS, EmailMissmatch: true, CodeValidSeconds: 0, NewCodeInSeconds: 0 });
  };
  const tooMany = (found: ActiveShare, email: string, caller: string, now: number, res: Response) => {
    const next = nextCodeAt(sharing.verification(found.share.ShareId), email, caller, now);
    res.json({
      ...NO_FLAGS,
      TooManyRequests: true,
      CodeValidSeconds: 0,
      NewCodeInSeconds: seconds(next - now),
    });
  };

  /** The token of a call, checked against the share, the e-mail and the instance (401 ended, 403 another share's). */
  const tokenFor = (found: ActiveShare, email: string, token: string) => {
    const verdict = tokenVerdict(
      sharing.grant(token),
      { shareId: found.share.ShareId, email, instanceId: found.instance.InstanceId },
      clock.now(),
    );
    if (verdict === 'unknown' || verdict === 'expired') throw new HttpError(401, ACCESS_ENDED);
    if (verdict === 'other-share') throw new HttpError(403, OTHER_SHARE);
    return sharing.grant(token)!;
  };

  app.get(
    '/shareforminstance/IsFormShareValid',
    handle((req, res) => {
      res.json({ IsValid: findActiveShare(store, hashOf(req.query.hash)) !== undefined });
    }),
  );

  app.get(
    '/shareforminstance/GetWorkspaceDetails',
    handle((req, res) => {
      const { share, form } = activeShare(store, hashOf(req.query.hash));
      const workspace = store.workspace(share.workspaceId);
      const details: WorkspaceDetails = {
        HasActiveLogo: Boolean(workspace?.logo),
        WorkspaceName: workspace?.name ?? '',
        FormName: form.FormName,
        Logo: workspace?.logo ?? null,
      };
      res.json(details);
    }),
  );

  app.post(
    '/shareforminstance/sendcode',
    handle((req, res) => {
      const body = validBody(req, SendCodeBody);
      const found = activeShare(store, body.hash);
      const id = found.share.ShareId;
      const caller = callerOf(req);
      const now = clock.now();
      // Drawn whichever way the address turns out, so both ways do the same work before answering (issue 31).
      const code = generateCode(randomInt);
      const digest = sharing.digest(code);
      if (!sameEmail(body.email, found.share.Email)) return mismatch(found, caller, now, res);
      const before = sharing.verification(id);
      const verdict = codeRequestVerdict(before, body.email, caller, now);
      if (!verdict.ok) {
        // Waiting for a new code (not locked out): the code sent earlier may still be typed (issue 32 #14).
        const live = verdict.reason === 'locked' ? null : liveCodeFor(before, body.email, now);
        if (!live) return tooMany(found, body.email, caller, now, res);
        const answer: SendCodeAnswer = {
          ...NO_FLAGS,
          CodeValidSeconds: seconds(live.expiresAt - now),
          NewCodeInSeconds: seconds((verdict.retryAt ?? Number.POSITIVE_INFINITY) - now),
          CodeAlreadySent: true,
        };
        return res.json(answer);
      }
      // Counted at once, so a parallel request meets the limit; given back if the mail server does not take the mail.
      sharing.setVerification(id, codeIssued(before, found.share.Email, digest, now));
      const answer: SendCodeAnswer = {
        ...NO_FLAGS,
        CodeValidSeconds: seconds(CODE_VALIDITY_MS),
        NewCodeInSeconds: seconds(nextCodeAt(sharing.verification(id), body.email, caller, now) - now),
        CodeAlreadySent: false,
      };
      res.json(answer);
      // The mail leaves after the answer: its SMTP round trip must not tell the recipient's address from another.
      const workspace = store.workspace(found.share.workspaceId);
      const mail = codeMail(found.share.Email, code, found.form.FormName, workspace?.name ?? 'Gridwork');
      afterAnswer(res, async () => {
        const sent = await mailer.send(mail);
        if (!sent.delivered && mailer.sends)
          sharing.setVerification(id, codeNotSent(sharing.verification(id), digest, now));
      });
    }),
  );

  app.post(
    '/shareforminstance/getinstance',
    handle((req, res) => {
      const body = validBody(req, GetInstanceBody);
      const found = activeShare(store, body.hash);
      const id = found.share.ShareId;
      const caller = callerOf(req);
      const now = clock.now();
      if (!sameEmail(body.email, found.share.Email)) return mismatch(found, caller, now, res);
      const state = sharing.verification(id);
      const check = checkCode(state, body.email, sharing.digest(body.code), caller, now);
      if (check === 'locked') return tooMany(found, body.email, caller, now, res);
      if (check === 'invalid') {
        sharing.setVerification(id, failed(state, caller, 'wrong-code', now));
        const answer: GetInstanceAnswer = { ...NO_FLAGS, InvalidCode: true };
        return res.json(answer);
      }
      sharing.setVerification(id, codeUsed(state, caller, now));
      const Token = sharing.issueToken(
        grantToken(id, found.share.Email, found.instance.InstanceId, now),
        now,
      );
      const { user, readable } = recipientReadable(store, found);
      const answer: GetInstanceAnswer = {
        ...NO_FLAGS,
        Token,
        FormInstance: instanceView(store, user, readable),
      };
      res.json(answer);
    }),
  );

  app.post(
    '/shareforminstance/SaveInstance',
    handle((req, res) => {
      const body = bodyOf(req, SaveInstanceBody);
      const found = activeShare(store, body.str('hash', 64));
      const email = body.str('email', 254);
      const token = body.str('token', 100);
      const grant = tokenFor(found, email, token);
      const saveId = body.str('saveId', 100);
      const now = clock.now();
      const earlier = sharing.savedAnswer(token, saveId, now);
      if (earlier !== undefined) return res.json(earlier);
      const { user, readable } = recipientReadable(store, found);
      if (!readable.editable) throw new HttpError(403, 'This form instance is read-only.');
      const values = readFormData(store, user, found.instance, found.form, body);
      const at = new Date(now).toISOString();
      storeFormData(found.instance, values, at);
      found.share.FilledOn = at;
      store.save();
      const answer = { FormInstance: instanceView(store, user, readable) };
      sharing.rememberSave(token, saveId, answer, grant.expiresAt, now);
      res.json(answer);
    }),
  );

  app.post(
    '/shareforminstance/GetEncryptedFieldValue',
    handle((req, res) => {
      const body = validBody(req, SharedEncryptedValueBody);
      const found = activeShare(store, body.hash);
      tokenFor(found, body.email, body.token);
      const field = found.form.Fields.find((f) => f.FieldDefinitionId === body.fieldDefinitionId);
      if (!field) throw new HttpError(400, `Field ${body.fieldDefinitionId} is not a field of this form.`);
      if (!field.EncryptData) throw new HttpError(400, `"${field.Name}" is not encrypted.`);
      const { user } = recipientReadable(store, found);
      if (
        (permissionMaskOf(store, user, found.instance, field.FieldDefinitionId) & PermissionBit.View) ===
        0
      ) {
        throw new HttpError(403, 'You may not see this field.');
      }
      res.json({
        Value: found.instance.values.find((v) => v.FieldDefinitionId === field.FieldDefinitionId)?.Data ?? '',
      });
    }),
  );
}
