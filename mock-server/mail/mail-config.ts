/**
 * Where the mock backend's e-mail goes (docs/mail.md), read from the environment:
 * - `GRIDWORK_SMTP_HOST` and `GRIDWORK_SMTP_PORT` (default 1025): the SMTP server. `npm start` and the e2e run set
 *   them to their MailDev; without a host no mail leaves (the null mailer, which says so).
 * - `GRIDWORK_MAIL_FROM`: the sender (default `Gridwork <no-reply@gridwork.test>`).
 */
export interface MailConfig {
  smtp: { host: string; port: number } | null;
  from: string;
}

export const DEFAULT_FROM = 'Gridwork <no-reply@gridwork.test>';
export const DEFAULT_SMTP_PORT = 1025;

export function mailConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const host = env.GRIDWORK_SMTP_HOST?.trim();
  const port = Number(env.GRIDWORK_SMTP_PORT ?? DEFAULT_SMTP_PORT);
  if (host && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new Error(`GRIDWORK_SMTP_PORT must be a port number, not ${env.GRIDWORK_SMTP_PORT}.`);
  return { smtp: host ? { host, port } : null, from: env.GRIDWORK_MAIL_FROM?.trim() || DEFAULT_FROM };
}
