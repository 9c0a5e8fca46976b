import { inject, injectable } from 'inversify';
import { DirectoryGateway, type Role, type ScopeUser } from '../../ports/directory-gateway.port';

/** What the restriction pickers offer: the scope's roles and users. */
export interface RestrictionChoices {
  roles: Role[];
  users: ScopeUser[];
  /** False when either list could not be loaded (the pickers then offer what did load). */
  complete: boolean;
}

/**
 * The designer opens Form Settings or a field's restrictions: the roles (`role/list`) and the scope
 * users (`scopeusersetup/userlist`) the exception pickers choose from, loaded together.
 */
@injectable()
export class LoadRestrictionChoices {
  constructor(@inject(DirectoryGateway) private readonly directory: DirectoryGateway) {}

  async run(): Promise<RestrictionChoices> {
    const [roles, users] = await Promise.all([this.directory.roles(), this.directory.scopeUsers()]);
    return {
      roles: roles.ok ? roles.data : [],
      users: users.ok ? users.data : [],
      complete: roles.ok && users.ok,
    };
  }
}
