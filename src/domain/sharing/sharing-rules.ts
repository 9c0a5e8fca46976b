/**
 * The limits of form sharing (reports and sharing spec §4, §5, §9; issue 13), written once and used by both sides:
 * the mock backend enforces them, the SPA shows them. Each constant names the rule it comes from; the table is
 * docs/sharing.md ("Codes and tokens: which rule each limit comes from").
 */

/** Spec §9: "Verification code length 6". */
export const CODE_LENGTH = 6;

/**
 * 31 symbols that cannot be mistaken for one another (no 0/O, 1/I/L): 31^6 ≈ 8.9 × 10^8 codes, about 29.7 bits, above
 * the 20 bits NIST SP 800-63B §5.1.3.2 and OWASP ASVS 5.0 V6.5.4 ask of an out-of-band code. Codes are compared
 * without regard to case, so a person may type them in lower case.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** NIST SP 800-63B §5.1.3.2 and ASVS 5.0 V6.5.5: an out-of-band code is valid for at most 10 minutes. */
export const CODE_VALIDITY_MS = 10 * 60_000;

/** Issue 13, within ASVS 5.0 V6.6.3 (rate limiting): at most 3 codes per share and e-mail in 10 minutes. */
export const MAX_CODES_PER_WINDOW = 3;
export const CODE_REQUEST_WINDOW_MS = 10 * 60_000;

/** Ours: a new code at most once a minute, so a mail on its way is not voided by an impatient second click. */
export const CODE_COOLDOWN_MS = 60_000;

/**
 * Issue 13, within NIST SP 800-63B §5.2.2 and ASVS 5.0 V6.6.3, counted per caller (issue 31: counted per share, five
 * wrong addresses from anyone holding the link locked it for its real recipient): after 5 failures of one caller
 * (wrong codes and e-mail mismatches) within 15 minutes, that caller is answered TooManyRequests until the oldest of
 * them is 15 minutes old. A new code does not reset the count; a right code does.
 */
export const MAX_FAILED_TRIES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

/** NIST SP 800-63B §5.1.3.2 (a code under 64 bits needs rate limiting): 5 wrong tries of one code, by anyone, void it. */
export const MAX_WRONG_CODES_PER_CODE = 5;

/**
 * Ours, so that many callers together (a distributed attacker) cannot guess freely: 25 failures of all callers in the
 * 15 minutes (five callers' worth) lock the share for everyone until the oldest of them is 15 minutes old.
 */
export const MAX_SHARE_FAILURES = 25;

/** NIST SP 800-63B §5.2.2: no more than 100 consecutive wrong codes; then the share stays locked until shared again. */
export const MAX_CONSECUTIVE_FAILURES = 100;

/**
 * Spec §4 and §9: the shared form page returns to its start state 4 hours (14,400,000 ms) after it was opened. The
 * token of a verified e-mail lives as long (an absolute lifetime, ASVS 5.0 V7.3.2), so it never outlives the page.
 */
export const SHARED_FORM_RESET_MS = 14_400_000;
export const TOKEN_VALIDITY_MS = SHARED_FORM_RESET_MS;

/** Ours: the page warns this long before it returns to its start while entries are unsaved. */
export const RESET_WARNING_MS = 5 * 60_000;

/** A share's hash: 32 URL-safe characters (192 random bits, so links cannot be guessed). */
export const SHARE_HASH_LENGTH = 32;
export const SHARE_HASH_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Spec §5: the recipient e-mail is required and valid; at most 254 characters (spec §9, e-mail). */
export const MAX_EMAIL_LENGTH = 254;
