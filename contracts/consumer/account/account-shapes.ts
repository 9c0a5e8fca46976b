import { MatchersV3 } from '@pact-foundation/pact';

const { integer, string, boolean } = MatchersV3;

/** The current user (docs/api.md, `GET /api/account/current`) of the workspace administrator, matched by type. */
export const adminUser = {
  userId: integer(1),
  userName: string('ada.admin'),
  firstName: string('Ada'),
  lastName: string('Admin'),
  email: string('admin@demo.test'),
  workspaceId: integer(1),
  workspaceName: string('Demo Workspace'),
  teamName: string('Demo Workspace'),
  teamScopeId: integer(0),
  primaryScopeId: integer(0),
  theme: integer(2),
  logged: boolean(true),
  isSite: boolean(false),
  isDirect: boolean(false),
  isAdmin: boolean(true),
  accountType: integer(1),
  // Ours: the workspace's schedule zone, where a report filter without its own zone runs (docs/reports.md).
  workspaceTimeZone: string('America/Los_Angeles'),
};
