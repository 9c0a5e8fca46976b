import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageRoles } from '../../application/admin/manage-roles.use-case';
import type { AccessArea } from '../../domain/access/access-area';
import type { AccessVerbId } from '../../domain/access/access-verb';
import { withVerb } from '../../domain/access/role-matrix';
import { emptyAccess, type RoleDetails, type RoleTypeId } from '../../domain/admin/role.rules';

/** A role's page (/setup/role/new, /setup/role/details/{id}): name, type and the matrix of verbs per area (transient). */
@injectable()
export class RoleEditorStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  /** The role as saved; null for a new one. */
  role: RoleDetails | null = null;
  others: RoleDetails[] = [];
  roleName = '';
  roleTypeId: RoleTypeId = 0;
  access: Record<AccessArea, number> = emptyAccess();
  nameError: string | null = null;
  saving = false;
  dirty = false;
  private load: AbortController | null = null;

  constructor(@inject(ManageRoles) private readonly manage: ManageRoles) {
    makeAutoObservable<RoleEditorStore, 'load' | 'manage'>(
      this,
      { load: false, manage: false },
      { autoBind: true },
    );
  }

  /** Built-in roles are shown and cannot be changed. */
  get readOnly(): boolean {
    return this.role?.builtIn === true;
  }

  async opened(roleId: number | null): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    this.status = 'loading';
    const [others, role] = await Promise.all([
      this.manage.list(load.signal),
      roleId === null ? Promise.resolve(null) : this.manage.get(roleId, load.signal),
    ]);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.others = others ?? [];
      this.role = role;
      this.roleName = role?.roleName ?? '';
      this.roleTypeId = role?.roleTypeId ?? 0;
      this.access = role ? { ...role.access } : emptyAccess();
      this.dirty = false;
      this.status = others && (roleId === null || role) ? 'ready' : 'failed';
    });
  }

  nameTyped(name: string): void {
    this.roleName = name;
    this.dirty = true;
    if (this.nameError) this.nameError = null;
  }

  typeChosen(type: RoleTypeId): void {
    this.roleTypeId = type;
    this.dirty = true;
  }

  verbToggled(area: AccessArea, verb: AccessVerbId, on: boolean): void {
    if (this.readOnly) return;
    this.access = { ...this.access, [area]: withVerb(this.access[area], verb, on) };
    this.dirty = true;
  }

  /** Resolves to the saved role, or null when something is to fix. */
  async saveClicked(): Promise<RoleDetails | null> {
    if (this.readOnly || this.saving) return null;
    this.saving = true;
    const outcome = await this.manage.save(
      this.role?.roleId ?? null,
      { roleName: this.roleName, roleTypeId: this.roleTypeId, access: this.access },
      this.others,
    );
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok) {
        this.nameError = outcome.nameError ?? null;
        return null;
      }
      this.role = outcome.role;
      this.dirty = false;
      return outcome.role;
    });
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
