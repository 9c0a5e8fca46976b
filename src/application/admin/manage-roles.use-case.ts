import { inject, injectable } from 'inversify';
import { AdminText } from '../../domain/admin/admin-texts';
import { roleNameProblem, type RoleDetails, type RoleDraft } from '../../domain/admin/role.rules';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { RolesGateway } from '../../ports/roles-gateway.port';

export type RoleSaveOutcome = { ok: true; role: RoleDetails } | { ok: false; nameError?: string };

/**
 * An administrator manages roles (issue 17; docs/use-cases/manage-roles.md): the list with types and what each grants,
 * a custom role's name, type and matrix of access verbs per area; built-in roles are read-only; a role in use is
 * deleted only once its users have another role. What a role grants is what every access check reads.
 */
@injectable()
export class ManageRoles {
  constructor(
    @inject(RolesGateway) private readonly gateway: RolesGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async list(signal?: AbortSignal): Promise<RoleDetails[] | null> {
    const result = await this.gateway.list(signal);
    return result.ok ? result.data : null;
  }

  async get(roleId: number, signal?: AbortSignal): Promise<RoleDetails | null> {
    const result = await this.gateway.get(roleId, signal);
    return result.ok ? result.data : null;
  }

  /** Creates (roleId null) or changes a custom role; `others` are the workspace's roles, for the name check. */
  async save(
    roleId: number | null,
    draft: RoleDraft,
    others: readonly RoleDetails[],
  ): Promise<RoleSaveOutcome> {
    const nameError = roleNameProblem(draft.roleName, others, roleId);
    if (nameError) return { ok: false, nameError };
    const clean = { ...draft, roleName: draft.roleName.trim() };
    const result =
      roleId === null ? await this.gateway.create(clean) : await this.gateway.update(roleId, clean);
    if (!result.ok) return { ok: false };
    this.notifier.show('success', AdminText.roleSaved(result.data.roleName));
    return { ok: true, role: result.data };
  }

  /** Deletes a custom role after confirming; `moveTo` is the role its users get instead (required while it is in use). */
  async remove(role: RoleDetails, moveTo: RoleDetails | null): Promise<boolean> {
    if (role.userCount > 0 && !moveTo) {
      this.notifier.show('error', AdminText.roleInUse(role.userCount));
      return false;
    }
    const users = role.userCount === 1 ? '1 user' : `${role.userCount} users`;
    const confirmed = await this.dialogs.confirm({
      title: 'Delete role',
      message:
        role.userCount > 0 && moveTo
          ? `The role ${role.roleName} will be deleted and its ${users} will get the role ${moveTo.roleName} instead. Restrictions that excepted it will no longer except anyone by it.`
          : `The role ${role.roleName} will be deleted. Restrictions that excepted it will no longer except anyone by it.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return false;
    const result = await this.gateway.remove(role.roleId, moveTo?.roleId ?? null);
    if (result.ok) this.notifier.show('success', AdminText.roleDeleted(role.roleName));
    return result.ok;
  }
}
