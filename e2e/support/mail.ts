import { expect } from '@playwright/test';
import { E2E_MAIL_WEB_PORT } from './ports';

/**
 * The e2e run's inbox: MailDev's REST API (`GET /api/email`, `DELETE /api/email/all` on its web port). Tests take
 * codes from the e-mails the mock server really sent over SMTP; nothing reads them from the backend.
 */
const INBOX = `http://127.0.0.1:${E2E_MAIL_WEB_PORT}/api`;

export interface InboxMessage {
  id: string;
  subject: string;
  text: string;
  html: string;
  time: string;
  to: Array<{ address: string }>;
}

export async function inbox(): Promise<InboxMessage[]> {
  const response = await fetch(`${INBOX}/email`);
  expect(response.ok, `the mail catcher answered ${response.status}`).toBe(true);
  return (await response.json()) as InboxMessage[];
}

export async function clearInbox(): Promise<void> {
  expect((await fetch(`${INBOX}/email/all`, { method: 'DELETE' })).ok).toBe(true);
}

/** The messages to `address`, oldest first. */
export async function mailsTo(address: string): Promise<InboxMessage[]> {
  return (await inbox()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Waits for the `nth` (1-based) e-mail to `address` and returns the verification code it carries. */
export async function codeFromInbox(address: string, nth = 1): Promise<string> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address))[nth - 1];
        return found !== undefined;
      },
      { message: `an e-mail number ${nth} to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  const code = /^([2-9A-Z]{6}) is your code/.exec(found!.subject)?.[1];
  expect(code, `a code in "${found!.subject}"`).toBeTruthy();
  expect(found!.text).toContain(code!);
  return code!;
}

/** An attachment of a received message as MailDev lists it, and its bytes (issue 15: scheduled report deliveries). */
export interface InboxAttachment {
  /** The name the sender gave it. */
  filename: string;
  /** MailDev's stored name, which its download URL takes. */
  generatedFileName: string;
  contentType: string;
}

export async function attachmentBytes(message: InboxMessage, attachment: InboxAttachment): Promise<Buffer> {
  const response = await fetch(
    `${INBOX}/email/${message.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
  );
  expect(response.ok, `the mail catcher answered ${response.status}`).toBe(true);
  return Buffer.from(await response.arrayBuffer());
}

/** Waits for the `nth` (1-based) e-mail to `address` and returns the path of the app link it carries (`/invitation/…`, `/changepassword/…`). */
export async function linkFromInbox(
  address: string,
  kind: 'invitation' | 'changepassword' | 'site/changepassword',
  nth = 1,
): Promise<string> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address))[nth - 1];
        return found !== undefined;
      },
      { message: `an e-mail number ${nth} to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  const url = new RegExp(`https?://[^\\s/]+(/${kind}/[A-Za-z0-9_-]{43}/\\d+)`).exec(found!.text);
  expect(url, `a /${kind}/ link in "${found!.text}"`).not.toBeNull();
  return url![1]!;
}
