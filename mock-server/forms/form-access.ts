/**
 * Look-ups of the forms area that answer 404 for unknown ids and 403 for what the caller may not reach. The rules
 * are the domain's (src/domain/access/, docs/authorization.md); this file feeds them the stored records.
 */
import type {
  FieldTemplateRecord,
  FormGroupRecord,
  FormRecord,
  PermissionsRecord,
  ProjectRecord,
  UserRecord,
} from '../../fixtures/types';
import { changeForm, readForm, type DesignVerb } from '../../src/domain/access/form-access.policy';
import { instanceEditable, readInstance } from '../../src/domain/access/instance-access.policy';
import { restrictionAccess, type RestrictionAccess } from '../../src/domain/access/restriction.rules';
import { readProject } from '../../src/domain/access/workspace-access.policy';
import type { FieldDefinition } from '../../src/domain/forms/form.entity';
import type { Permissions } from '../../src/domain/forms/form-permissions.entity';
import { actorOf, formFacts, instanceFacts, isAdminUser } from '../access/access-facts';
import { allow } from '../access/access-guard';
import { HttpError } from '../http';
import type { Store } from '../store';

export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);

export function formGroupOf(store: Store, user: UserRecord, id: number): FormGroupRecord {
  const group = store.data.formGroups.find((g) => g.GroupId === id && g.workspaceId === user.workspaceId);
  if (!group) throw notFound(`No form group ${id}.`);
  return group;
}

export function formOf(store: Store, user: UserRecord, id: number): FormRecord {
  const form = store.data.forms.find((f) => f.FormId === id && f.workspaceId === user.workspaceId);
  if (!form) throw notFound(`No form ${id}.`);
  return form;
}

export function formsOf(store: Store, user: UserRecord): FormRecord[] {
  return store.data.forms.filter((f) => f.workspaceId === user.workspaceId);
}

/** The forms of the workspace the caller may read (the form list, the other forms of a group). */
export function readableFormsOf(store: Store, user: UserRecord): FormRecord[] {
  const actor = actorOf(store, user);
  return formsOf(store, user).filter((f) => readForm(actor, formFacts(store, f)).allowed);
}

/** A form whose design the caller may read (404 unknown, 403 otherwise). */
export function readableForm(store: Store, user: UserRecord, id: number): FormRecord {
  const form = formOf(store, user, id);
  allow(readForm(actorOf(store, user), formFacts(store, form)));
  return form;
}

/** A form the caller may change with `verb` (404 unknown, 403 otherwise). */
export function changeableForm(store: Store, user: UserRecord, id: number, verb: DesignVerb): FormRecord {
  const form = formOf(store, user, id);
  allowChange(store, user, form, verb);
  return form;
}

export function allowChange(store: Store, user: UserRecord, form: FormRecord, verb: DesignVerb): void {
  allow(changeForm(actorOf(store, user), formFacts(store, form), verb));
}

/** The field and its form. */
export function fieldOf(
  store: Store,
  user: UserRecord,
  id: number,
): { form: FormRecord; field: FieldDefinition } {
  for (const form of formsOf(store, user)) {
    const field = form.Fields.find((f) => f.FieldDefinitionId === id);
    if (field) return { form, field };
  }
  throw notFound(`No field ${id}.`);
}

/** A project of the user's workspace in a scope the user belongs to (403 otherwise). */
export function projectOf(store: Store, user: UserRecord, id: number): ProjectRecord {
  const project = store.data.projects.find((p) => p.ProjectId === id && p.workspaceId === user.workspaceId);
  if (!project) throw notFound(`No project ${id}.`);
  allow(readProject(actorOf(store, user), project.scopeId));
  return project;
}

export function projectsOf(store: Store, user: UserRecord): ProjectRecord[] {
  const actor = actorOf(store, user);
  return store.data.projects.filter(
    (p) => p.workspaceId === user.workspaceId && readProject(actor, p.scopeId).allowed,
  );
}

export function templateOf(store: Store, user: UserRecord, id: number): FieldTemplateRecord | undefined {
  return store.data.fieldTemplates.find((t) => t.TemplateId === id && t.userId === user.id);
}

export function permissionsRecord(
  store: Store,
  kind: PermissionsRecord['kind'],
  id: number,
): PermissionsRecord | undefined {
  return store.data.permissions.find((p) => p.kind === kind && p.EntityId === id);
}

/** What restrictions leave the user: may see, may enter (src/domain/access/restriction.rules.ts). */
export function allowedBy(
  store: Store,
  permissions: Permissions | undefined,
  user: UserRecord,
): RestrictionAccess {
  return restrictionAccess(permissions, {
    email: user.email,
    roleIds: user.roleIds ?? [],
    accountType: user.accountType,
    isAdmin: isAdminUser(store, user),
  });
}

/** The instance, its form and project, when the user may read it (404 unknown, 403 otherwise). */
export function readableInstance(store: Store, user: UserRecord, id: number) {
  const instance = store.data.formInstances.find((i) => i.InstanceId === id);
  const project = instance && store.data.projects.find((p) => p.ProjectId === instance.ProjectId);
  if (!instance || !project || project.workspaceId !== user.workspaceId)
    throw notFound(`No form instance ${id}.`);
  const form = store.data.forms.find((f) => f.FormId === instance.FormId);
  if (!form) throw forbidden('You do not have access to this form instance.');
  const actor = actorOf(store, user);
  const facts = instanceFacts(store, instance, form, project.scopeId);
  allow(readInstance(actor, facts));
  return { instance, form, project, actor, editable: instanceEditable(actor, facts) };
}

export type ReadableInstance = ReturnType<typeof readableInstance>;
