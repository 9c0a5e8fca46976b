import { describe, expect, it } from 'vitest';
import { ManageInvitations } from '../../application/admin/manage-invitations.use-case';
import { ManageUsers } from '../../application/admin/manage-users.use-case';
import {
  FakeDialogs,
  FakeHub,
  FakeNotifier,
  FakeUserContext,
  member,
  ok,
  settle,
} from '../../application/testing/fakes';
import { everyArea } from '../../domain/access/access-area';
import { AdminText } from '../../domain/admin/admin-texts';
import type { Invitation, InvitationDraft } from '../../domain/admin/invitation.entity';
import type { RoleDetails } from '../../domain/admin/role.rules';
import type { WorkspaceUser } from '../../domain/admin/workspace-user.entity';
import type { RolesGateway } from '../../ports/roles-gateway.port';
import type { TeamsGateway } from '../../ports/teams-gateway.port';
import type { WorkspaceUsersGateway } from '../../ports/workspace-users-gateway.port';
import { UsersStore } from './users.store';

const role = (roleId: number, roleName: string): RoleDetails => ({
  roleId,
  roleName,
  roleTypeId: 1,
  builtIn: true,
  access: everyArea(1),
  userCount: 0,
});
const ROLES = [role(1, 'Read'), role(2, 'Read/Write'), role(6, 'Admin')];
const user = (UserId: number, FirstName: string, AccountType: 1 | 2, RoleIds: number[]): WorkspaceUser => ({
  UserId,
  Email: `${FirstName.toLowerCase()}@demo.test`,
  FirstName,
  LastName: 'Demo',
  AccountType,
  RoleIds,
  TeamIds: [],
  Status: 'Active',
  LastActivityOn: null,
  IsAdmin: RoleIds.includes(6),
});

/** The Users screen's store over the real use cases and an in-memory server. */
function setup() {
  const people = [user(1, 'Ada', 1, [6]), user(2, 'Mel', 2, [2])];
  const invited: InvitationDraft[] = [];
  const gateway = {
    users: async () => ok([...people]),
    invitations: async () => ok([]),
    invite: async (draft: InvitationDraft) => {
      invited.push(draft);
      const invitation: Invitation = {
        InvitationId: 9,
        ...draft,
        InvitedByName: 'Ada Demo',
        SentOn: '2026-01-01T00:00:00.000Z',
        ExpiresOn: '2026-01-08T00:00:00.000Z',
        Status: 'Pending',
      };
      return ok(invitation);
    },
  } as unknown as WorkspaceUsersGateway;
  const roles = { list: async () => ok(ROLES) } as unknown as RolesGateway;
  const teams = {
    list: async () => ok([{ ScopeId: 10, Name: 'Design Team', MemberIds: [], ProjectCount: 0 }]),
  } as unknown as TeamsGateway;
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const hub = new FakeHub();
  const current = new FakeUserContext();
  current.setUser({ ...member, userId: 1, isAdmin: true, accountType: 1 });
  const store = new UsersStore(
    new ManageUsers(gateway, roles, teams, dialogs, notifier, hub),
    new ManageInvitations(gateway, dialogs, notifier),
    current,
  );
  return { store, people, invited, notifier, hub };
}

describe('the Users screen', () => {
  it('lists the users, searched by name or e-mail', async () => {
    const { store } = setup();
    await store.opened();
    expect(store.status).toBe('ready');
    expect(store.rows.map((u) => u.FirstName)).toEqual(['Ada', 'Mel']);
    store.searchTyped('MEL@');
    expect(store.rows.map((u) => u.FirstName)).toEqual(['Mel']);
    expect(store.roleNames([2, 6])).toBe('Read/Write, Admin');
  });

  it('invites a team user with Read/Write by default; says why the Admin role does not fit a team user before sending', async () => {
    const { store, invited, notifier } = setup();
    await store.opened();
    store.inviteClicked();
    expect(store.dialog).toMatchObject({ accountType: 2, roleIds: [2], teamIds: [] });
    store.roleToggled(6, true);
    expect(store.dialog?.error).toBe(AdminText.adminRoleNeedsWorkspaceUser);
    store.accountTypeChosen(1);
    expect(store.dialog?.error).toBeNull();
    store.accountTypeChosen(2);
    store.roleToggled(6, false);
    store.emailTyped('not an address');
    await store.dialogSubmitted();
    expect(store.dialog?.emailError).toBe('Invalid email address!');
    expect(invited).toEqual([]);
    store.emailTyped(' cole@demo.test ');
    store.teamToggled(10, true);
    await store.dialogSubmitted();
    expect(invited).toEqual([{ Email: 'cole@demo.test', AccountType: 2, RoleIds: [2], TeamIds: [10] }]);
    expect(store.dialog).toBeNull();
    expect(store.overview?.invitations.map((i) => i.Email)).toEqual(['cole@demo.test']);
    expect(notifier.shown).toEqual([
      { kind: 'success', message: 'An invitation was sent to cole@demo.test.' },
    ]);
  });

  it('reads the list again when an invitation is accepted, and stops listening once closed', async () => {
    const { store, people, hub } = setup();
    await store.opened();
    people.push(user(3, 'Cole', 2, [2]));
    hub.push({ Listener: 'teamUserInviteProcessed', Data: { Name: 'Cole Demo' } });
    await settle();
    expect(store.rows.map((u) => u.FirstName)).toEqual(['Ada', 'Mel', 'Cole']);
    store.dispose();
    people.push(user(4, 'Dee', 1, [1]));
    hub.push({ Listener: 'workspaceAdminInviteProcessed', Data: {} });
    await settle();
    expect(store.rows).toHaveLength(3);
  });
});
