/**
 * Shares of form instances with outside people (reports and sharing spec §3, "Shared form responses"; wire casing).
 * The member's shapes (FormShare, ShareOptions) are ours: the spec does not show the sharing page's calls.
 */
import type { FormInstance } from '../forms/form-instance.entity';

/** One active share, as the member's list shows it. */
export interface FormShare {
  ShareId: number;
  FormId: number;
  InstanceId: number;
  InstanceName: string;
  ProjectName: string;
  /** The recipient: the only address that can get a code. */
  Email: string;
  /** Identifies the share in its link (/direct-form/{Hash}). */
  Hash: string;
  CreatorName: string;
  CreatedOn: string;
  /** When the recipient last saved the form, or null while they have not. */
  FilledOn: string | null;
  /** Locked for good after too many wrong tries (NIST SP 800-63B §5.2.2): revoke it and share again. */
  Locked: boolean;
  /** Issue 35: anyone with the link `/direct/{Hash}/{InstanceId}` may view it read-only (docs/sharing.md). */
  ViewByLink?: boolean;
}

/** An instance the member may share. */
export interface ShareableInstance {
  InstanceId: number;
  Name: string;
  ProjectName: string;
}

/** What the sharing page of a form shows: the form, the instances that may be shared, the active shares. */
export interface ShareOptions {
  FormId: number;
  FormName: string;
  Instances: ShareableInstance[];
  Shares: FormShare[];
}

/** The flags `sendcode` and `getinstance` answer (spec §3 and §7; EmailMissmatch is spelt so). */
export interface ShareFlags {
  EmailMissmatch: boolean;
  TooManyRequests: boolean;
  InvalidCode: boolean;
}

/**
 * `shareforminstance/sendcode`. Ours besides the flags: how long the code stays valid and in how many seconds a new
 * code may be asked for (seconds, so the page needs no agreement between the two clocks).
 */
export interface SendCodeAnswer extends ShareFlags {
  CodeValidSeconds: number;
  NewCodeInSeconds: number;
  /**
   * Ours: true when no new code was sent because a new one must wait, while the code sent earlier to this address is
   * still valid (`CodeValidSeconds` is its remaining time): the page asks for that code (issue 32 #14).
   */
  CodeAlreadySent?: boolean;
}

/** `shareforminstance/getinstance`: the flags, and once the code is right a Token and the FormInstance. */
export interface GetInstanceAnswer extends ShareFlags {
  Token?: string;
  FormInstance?: FormInstance;
}

/** `shareforminstance/GetWorkspaceDetails` (spec: HasActiveLogo, WorkspaceName; ours: FormName and the Logo picture). */
export interface WorkspaceDetails {
  HasActiveLogo: boolean;
  WorkspaceName: string;
  FormName: string;
  /** A `data:image/png|jpeg|gif|webp;base64,` URL when HasActiveLogo, else null. */
  Logo: string | null;
}

/** The path of a share's page (docs/sharing.md, "Which route opens a shared form"). */
export function sharedFormPath(hash: string): string {
  return `/direct-form/${encodeURIComponent(hash)}`;
}

/**
 * How the sharing page names an instance (ours): its project, its name and its number, since a form's instances often
 * share a project and a name (found in exploratory testing: three "Office Renovation – Site Inspection" to choose from).
 */
export function shareInstanceLabel(
  instance: { ProjectName: string; InstanceId: number },
  name: string,
): string {
  return `${instance.ProjectName} – ${name} (#${instance.InstanceId})`;
}
