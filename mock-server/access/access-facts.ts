/** The domain's access model (src/domain/access/) fed from the mock database: actors and the facts of forms and instances. */
import type { FormInstanceRecord, FormRecord, RoleRecord, UserRecord } from '../../fixtures/types';
import type { Actor } from '../../src/domain/access/actor';
import type { FormFacts, OwnedPermissions } from '../../src/domain/access/form-access.policy';
import type { InstanceFacts } from '../../src/domain/access/instance-access.policy';
import { areaVerbsOfRoles, holdsAdminRole, verbsOfRoles } from '../../src/domain/access/role-verbs';
import { StoreLookups } from '../forms/store-lookups';
import type { Store } from '../store';

/** The roles of a workspace. */
export function rolesOf(store: Store, workspaceId: number): RoleRecord[] {
  return store.data.roles.filter((r) => r.workspaceId === workspaceId);
}

/** Whether the user holds the built-in Admin role of their workspace (the Roles screen decides who does). */
export function isAdminUser(store: Store, user: UserRecord): boolean {
  return holdsAdminRole(rolesOf(store, user.workspaceId), user.roleIds ?? []);
}

export function actorOf(store: Store, user: UserRecord): Actor {
  const roleIds = user.roleIds ?? [];
  const roles = rolesOf(store, user.workspaceId);
  return {
    userId: user.id,
    email: user.email,
    accountType: user.accountType,
    isAdmin: holdsAdminRole(roles, roleIds),
    roleIds,
    verbs: verbsOfRoles(roles, roleIds),
    areaVerbs: areaVerbsOfRoles(roles, roleIds),
    scopeIds: user.scopeIds,
  };
}

/** The stored restrictions of a form or field (with their owner), none when not stored. */
export function restrictionsOf(
  store: Store,
  kind: 'form' | 'field',
  id: number,
): OwnedPermissions | undefined {
  const record = store.data.permissions.find((p) => p.kind === kind && p.EntityId === id);
  if (!record) return undefined;
  const { kind: _kind, EntityId: _id, ...permissions } = record;
  return permissions;
}

/** Scopes of the projects using a form: those it is linked to and those holding its instances. */
function projectScopeIds(store: Store, form: FormRecord, lookups = new StoreLookups(store)): number[] {
  const projectIds = new Set([...form.ProjectIds, ...lookups.projectsWithInstancesOf(form.FormId)]);
  const scopes = store.data.projects.filter((p) => projectIds.has(p.ProjectId)).map((p) => p.scopeId);
  return [...new Set(scopes)];
}

/** `lookups`: a report run's indexes, so that the facts of a form are worked out once per run, not per instance. */
export function formFacts(store: Store, form: FormRecord, lookups?: StoreLookups): FormFacts {
  const facts = () => ({
    restrictions: restrictionsOf(store, 'form', form.FormId),
    projectScopeIds: projectScopeIds(store, form, lookups),
  });
  return lookups ? lookups.remembered(`formFacts:${form.FormId}`, facts) : facts();
}

export function instanceFacts(
  store: Store,
  instance: FormInstanceRecord,
  form: FormRecord,
  projectScopeId: number,
  lookups?: StoreLookups,
): InstanceFacts {
  return { projectScopeId, accessMask: instance.AccessMask, form: formFacts(store, form, lookups) };
}
