/**
 * Names people typed (forms, workspaces, people, reports, filters) as they go into an e-mail we send (issue 31,
 * finding 10). A mail from our address that reads "… Sign in again https://evil.test/login" is a phishing mail
 * with our name on it, so every mail builder passes each such name through here before it reaches a subject, a
 * plain-text part or an HTML part (where `html` escapes it as well):
 *
 * - line breaks, control and format characters (bidi overrides, zero-width characters) become a space, runs of
 *   spaces one: a name cannot start a line of its own or reorder the text around it;
 * - at most MAX_MAIL_NAME_CHARS characters, then "…";
 * - what a mail program would turn into a link is broken the way security mail does it ("defanged"): a dot between
 *   a letter or digit and a letter reads `[.]` (`evil[.]test`, so no host name or address is left), `://` reads
 *   `[:]//`;
 * - `quotedMailName` also puts it in double quotes (a `"` inside becomes `'`), so in a subject or a sentence it reads
 *   as a name, not as our words.
 */
export const MAX_MAIL_NAME_CHARS = 100;

/** C0/C1 controls, format characters (bidi controls, zero-width ones), line and paragraph separators. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;
/** Dots a browser or mail program reads in host names: the ASCII one and the ideographic and full-width ones. */
const HOST_DOT = /(?<=[\p{L}\p{N}])[.\u3002\uFF0E\uFF61](?=\p{L})/gu;
const SCHEME = /:\/\//g;

/** A name, safe to write into a subject, a plain-text part or (escaped by `html`) an HTML part. */
export function mailName(value: string): string {
  const plain = value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...plain];
  const capped =
    chars.length > MAX_MAIL_NAME_CHARS
      ? `${chars
          .slice(0, MAX_MAIL_NAME_CHARS - 1)
          .join('')
          .trimEnd()}…`
      : plain;
  return capped.replace(HOST_DOT, '[.]').replace(SCHEME, '[:]//');
}

/** `mailName` in double quotes, for subjects and sentences of the plain-text part. */
export function quotedMailName(value: string): string {
  return `"${mailName(value).replace(/"/g, "'")}"`;
}
