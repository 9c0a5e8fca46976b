/**
 * Look-ups of the forms area that answer 404 for unknown ids and 403 for what the caller may not reach, and the
 * restriction rules (Form Settings): a restricted form or field is open only to its exceptions, by role or by
 * e-mail. Workspace admins are never restricted (our choice: someone must be able to lift a restriction).
 */
import type {
  FieldTemplateRecord,
  FormGroupRecord,
  FormRecord,
  PermissionsRecord,
  ProjectRecord,
  UserRecord,
} from '../../fixtures/types';
import type { FieldDefinition } from '../../src/domain/forms/form.entity';
import type { PermissionExclusion, Permissions } from '../../src/domain/forms/form-permissions.entity';
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

/** The field and its form. */
export function fieldOf(store: Store, user: UserRecord, id: number): { form: FormRecord; field: FieldDefinition } {
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
  if (!user.scopeIds.includes(project.scopeId)) throw forbidden('You do not have access to this project.');
  return project;
}

export function projectsOf(store: Store, user: UserRecord): ProjectRecord[] {
  return store.data.projects.filter((p) => p.workspaceId === user.workspaceId && user.scopeIds.includes(p.scopeId));
}

export function templateOf(store: Store, user: UserRecord, id: number): FieldTemplateRecord | undefined {
  return store.data.fieldTemplates.find((t) => t.TemplateId === id && t.userId === user.id);
}

export function permissionsRecord(store: Store, kind: PermissionsRecord['kind'], id: number): PermissionsRecord | undefined {
  return store.data.permissions.find((p) => p.kind === kind && p.EntityId === id);
}

function excepted(user: UserRecord, exclusion: PermissionExclusion | undefined): boolean {
  const email = user.email.toLowerCase();
  const roles = new Set(user.roleIds ?? []);
  return (
    (exclusion?.UsersDefined ?? []).some((u) => u.Email.toLowerCase() === email) ||
    (exclusion?.RolesDefined ?? []).some((r) => roles.has(r.roleId))
  );
}

/** What restrictions leave the user: may see, may enter. */
export function allowedBy(permissions: Permissions | undefined, user: UserRecord): { view: boolean; input: boolean } {
  if (!permissions?.Restrictions || user.isAdmin) return { view: true, input: true };
  const view = !permissions.RestrictedView || excepted(user, permissions.ExclusionView);
  const input = view && (!permissions.RestrictedInput || excepted(user, permissions.ExclusionInput));
  return { view, input };
}

/** The instance, its form and project, when the user may read it (404 unknown, 403 otherwise). */
export function readableInstance(store: Store, user: UserRecord, id: number) {
  const instance = store.data.formInstances.find((i) => i.InstanceId === id);
  const project = instance && store.data.projects.find((p) => p.ProjectId === instance.ProjectId);
  if (!instance || !project || project.workspaceId !== user.workspaceId) throw notFound(`No form instance ${id}.`);
  const form = store.data.forms.find((f) => f.FormId === instance.FormId);
  const formAccess = allowedBy(form && permissionsRecord(store, 'form', form.FormId), user);
  if (!form || !user.scopeIds.includes(project.scopeId) || !formAccess.view)
    throw forbidden('You do not have access to this form instance.');
  return { instance, form, project, formAccess };
}

export type ReadableInstance = ReturnType<typeof readableInstance>;
