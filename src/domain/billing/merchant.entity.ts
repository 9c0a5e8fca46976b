/**
 * The workspace's payment-provider settings (issue 35; docs/billing.md, "Merchant"): the keys the workspace's own
 * checkout (forms that take payments, later) would use. The publishable key is public; the secret key is written, never
 * read back: every answer carries it masked as `sk_live_…last4`.
 */
export interface MerchantSettings {
  Provider: 'Mock provider';
  PublishableKey: string;
  /** `sk_test_…4242`, or '' when none is set. Never the key itself. */
  SecretKeyMasked: string;
  /** When the keys last changed (ISO 8601), or null. */
  UpdatedOn: string | null;
}

export const MERCHANT_LIMITS = { keyMaxLength: 120 } as const;

const PUBLISHABLE = /^pk_(test|live)_[A-Za-z0-9]{8,110}$/;
const SECRET = /^sk_(test|live)_[A-Za-z0-9]{8,110}$/;

export const MerchantText = {
  publishableInvalid:
    'A publishable key looks like pk_test_ or pk_live_ followed by at least 8 letters or digits.',
  secretInvalid: 'A secret key looks like sk_test_ or sk_live_ followed by at least 8 letters or digits.',
  saved: 'The merchant settings were saved.',
} as const;

export const publishableKeyProblem = (key: string) =>
  PUBLISHABLE.test(key) ? null : MerchantText.publishableInvalid;
export const secretKeyProblem = (key: string) => (SECRET.test(key) ? null : MerchantText.secretInvalid);

/** `sk_live_…abcd`: the key's kind and its last four characters, as every answer shows it. */
export function maskSecretKey(key: string): string {
  if (key === '') return '';
  const prefix = /^sk_(test|live)_/.exec(key)?.[0] ?? 'sk_';
  return `${prefix}…${key.slice(-4)}`;
}
