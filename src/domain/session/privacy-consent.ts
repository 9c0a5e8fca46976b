/**
 * The privacy consent check and the support chat's identity (platform spec §7: "privacy consent check", `GET
 * intercom/get`; reports and sharing spec: the "privacy terms confirmation" dialog). The spec shows neither payloads
 * nor texts: these are ours (docs/account.md "Privacy consent").
 */
export interface PrivacyConsent {
  Accepted: boolean;
}

/** Who the support chat says one is (`GET /api/intercom/get`). */
export interface SupportIdentity {
  UserId: number;
  Email: string;
  Name: string;
  WorkspaceName: string;
}

export const PrivacyText = {
  title: 'Privacy terms confirmation',
  body: 'Before you go on, please read and accept how Gridwork handles your data: what we keep about you and your workspace, for how long, and who may see it.',
  accept: 'I accept',
  decline: 'Decline and sign out',
  accepted: 'Thank you: you accepted the privacy terms.',
} as const;
