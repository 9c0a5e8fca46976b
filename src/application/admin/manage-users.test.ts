import { describe, expect, it } from 'vitest';
import { everyArea } from '../../domain/access/access-area';
import { AdminText } from '../../domain/admin/admin-texts';
import type { RoleDetails } from '../../domain/admin/role.rules';
import type { WorkspaceUser } from '../../domain/admin/workspace-user.entity';
import type { RolesGateway } from '../../ports/roles-gateway.port';
import type { TeamsGateway } from '../../ports/teams-gateway.port';
import type { WorkspaceUsersGateway } from '../../ports/workspace-users-gateway.port';
import { FakeDialogs, FakeHub, FakeNotifier, failure, ok, settle } from '../testing/fakes';
import { ManageUsers, type UsersOverview } from './manage-users.use-case';

const role = (roleId: number, roleName: string, builtIn = true): RoleDetails => ({
  roleId,
  roleName,
  roleTypeId: 1,
  builtIn,
  access: everyArea(1),
  userCount: 1,
});
const ROLES = [role(1, 'Read'), role(2, 'Read/Write'), role(6, 'Admin'), role(101, 'Reviewer', false)];
const person = (
  UserId: number,
  FirstName: string,
  AccountType: 1 | 2,
  RoleIds: number[],
  Status: 'Active' | 'Deactivated' = 'Active',
): WorkspaceUser => ({
  UserId,
  Email: `${FirstName.toLowerCase()}@demo.test`,
  FirstName,
  LastName: 'Demo',
  AccountType,
  RoleIds,
  TeamIds: [],
  Status,
  LastActivityOn: null,
  IsAdmin: RoleIds.includes(6),
});
const ADA = person(1, 'Ada', 1, [6]);
const MEL = person(2, 'Mel', 2, [2, 101]);
const OVERVIEW: UsersOverview = { users: [ADA, MEL], invitations: [], roles: ROLES, teams: [] };

function setup() {
  const calls: string[] = [];
  const users = {
    users: async () => ok([ADA, MEL]),
    invitations: async () => ok([]),
    update: async () => ok(MEL),
    deactivate: async (id: number) => (
      calls.push(`deactivate ${id}`),
      ok({ ...MEL, Status: 'Deactivated' as const })
    ),
    reactivate: async (id: number) => (calls.push(`reactivate ${id}`), ok(MEL)),
  } as unknown as WorkspaceUsersGateway;
  const roles = { list: async () => ok(ROLES) } as unknown as RolesGateway;
  const teams = { list: async () => ok([]) } as unknown as TeamsGateway;
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const hub = new FakeHub();
  return {
    calls,
    dialogs,
    notifier,
    hub,
    users,
    roles,
    manage: new ManageUsers(users, roles, teams, dialogs, notifier, hub),
  };
}

describe('managing the workspace’s users (docs/use-cases/manage-users.md)', () => {
  it('loads users, invitations, roles and teams together, or nothing when one of them fails', async () => {
    const { manage, roles } = setup();
    expect(await manage.load()).toEqual(OVERVIEW);
    (roles as { list: () => Promise<unknown> }).list = async () => failure(500);
    expect(await manage.load()).toBeNull();
  });

  it('refuses, before any call, a change that would leave no administrator, the Admin role for a team user, or no role', () => {
    const { manage } = setup();
    expect(manage.refusalOf(OVERVIEW, { UserId: 1, AccountType: 1, RoleIds: [2], TeamIds: [] })).toBe(
      AdminText.lastAdministrator,
    );
    expect(manage.refusalOf(OVERVIEW, { UserId: 2, AccountType: 2, RoleIds: [6], TeamIds: [] })).toBe(
      AdminText.adminRoleNeedsWorkspaceUser,
    );
    expect(manage.refusalOf(OVERVIEW, { UserId: 2, AccountType: 2, RoleIds: [], TeamIds: [] })).toBe(
      AdminText.noRole,
    );
    expect(manage.refusalOf(OVERVIEW, { UserId: 2, AccountType: 1, RoleIds: [6], TeamIds: [] })).toBeNull();
    // With a second administrator, the first may step down.
    const two = { ...OVERVIEW, users: [ADA, { ...MEL, AccountType: 1 as const, RoleIds: [6] }] };
    expect(manage.refusalOf(two, { UserId: 1, AccountType: 1, RoleIds: [2], TeamIds: [] })).toBeNull();
  });

  it('deactivates only after the administrator confirms, and says so', async () => {
    const { manage, dialogs, calls, notifier } = setup();
    const cancelled = manage.deactivate(MEL);
    await settle();
    expect(dialogs.confirms[0]).toMatchObject({ title: 'Deactivate user' });
    dialogs.confirms[0]!.answer(false);
    expect(await cancelled).toBeNull();
    expect(calls).toEqual([]);
    const confirmed = manage.deactivate(MEL);
    await settle();
    dialogs.confirms[1]!.answer(true);
    expect(await confirmed).toMatchObject({ Status: 'Deactivated' });
    expect(calls).toEqual(['deactivate 2']);
    expect(notifier.shown).toEqual([
      { kind: 'success', message: 'Mel Demo was deactivated and signed out.' },
    ]);
  });

  it('hears when an invitation is accepted (either event), and stops hearing when the page goes', () => {
    const { manage, hub } = setup();
    let heard = 0;
    const stop = manage.onInvitationAccepted(() => (heard += 1));
    hub.push({ Listener: 'teamUserInviteProcessed', Data: {} });
    hub.push({ Listener: 'workspaceAdminInviteProcessed', Data: {} });
    hub.push({ Listener: 'notificationCountUpdate', Data: { Count: 1 } });
    expect(heard).toBe(2);
    stop();
    hub.push({ Listener: 'teamUserInviteProcessed', Data: {} });
    expect(heard).toBe(2);
  });
});
