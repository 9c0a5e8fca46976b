import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import { exitWithParent } from './exit-with-parent';

/**
 * The e2e run's own mail catcher: MailDev with SMTP on E2E_SMTP_PORT and its inbox (web and REST API) on
 * E2E_MAIL_WEB_PORT, both on 127.0.0.1, keeping its mails in a fresh folder. The mock server sends there; tests read
 * the inbox with e2e/support/mail.ts. Ends with the runner, like the other servers.
 */
const smtp = Number(process.env.E2E_SMTP_PORT ?? 3125);
const web = Number(process.env.E2E_MAIL_WEB_PORT ?? 3180);
const mailDirectory = mkdtempSync(join(tmpdir(), 'gridwork-e2e-mail-'));
const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory, silent: true });
await maildev.start();
console.log(`e2e mail catcher: SMTP 127.0.0.1:${smtp}, inbox http://127.0.0.1:${web}`);
exitWithParent(() => maildev.stop());
