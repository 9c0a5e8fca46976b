/**
 * A form instance opened by direct link, `/direct/{Hash}/{InstanceId}/{scopeId?}` (issue 35; docs/sharing.md "An
 * instance by direct link"). The platform spec lists the route ("open one item shared by direct link") and shows
 * nothing of it; the share is the sharing area's record (the hash of a `/direct-form` share), and the share decides:
 * a share made "view by link" shows the instance read-only to anyone holding the link, with no code; any other share
 * asks for the recipient's e-mail and a one-time code, on its `/direct-form/{Hash}` page. A direct-link user (account
 * type 4) is treated as an anonymous visitor: the link decides, not the account. Shared by the SPA and the mock.
 */
import type { FormInstance } from '../forms/form-instance.entity';
import type { WorkspaceDetails } from './share.entity';

export const directInstancePath = (hash: string, instanceId: number) =>
  `/direct/${encodeURIComponent(hash)}/${instanceId}`;

/** What a share allows at `/direct/{Hash}/{InstanceId}`, or null when the link opens nothing. */
export function directInstanceAccess(
  share: { InstanceId: number; ViewByLink?: boolean } | undefined,
  instanceId: number,
): 'View' | 'Code' | null {
  if (!share || share.InstanceId !== instanceId) return null;
  return share.ViewByLink === true ? 'View' : 'Code';
}

/**
 * `GET /api/shareforminstance/direct?hash&instanceId`: `Code` sends the page to the one-time-code path; `View` carries
 * the header's details and the instance, read-only (encrypted values masked, never revealed without the code).
 */
export type DirectInstanceAnswer =
  | { Access: 'Code'; Hash: string }
  | ({ Access: 'View'; Hash: string; FormInstance: FormInstance } & WorkspaceDetails);

export const DirectInstanceText = {
  viewByLink: 'Anyone with the link can view it, read-only, without a code',
  viewByLinkHint:
    'The link then shows the instance to whoever has it, without asking for an e-mail address or a code. The recipient can still fill it in from the same page with a code.',
  readOnly: 'Shared with you by link: read-only.',
  fillIn: 'Fill it in (the recipient, with a code sent by e-mail)',
} as const;
