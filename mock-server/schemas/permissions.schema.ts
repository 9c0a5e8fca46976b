/** The body of form and field SetPermissions (forms spec §6, docs/api-forms.md). */
import { LIMITS } from './limits';
import { Flag, Id, Int, ListOf, MAX_ID, Nested, Text } from './schema-rules';

export class RoleExceptionBody {
  @Int({ min: 0, max: MAX_ID }) roleId!: number;
  @Text({ max: LIMITS.name, optional: true }) RoleName?: string;
}

export class UserExceptionBody {
  @Text({ max: LIMITS.email }) Email!: string;
}

export class ExclusionBody {
  @ListOf(() => RoleExceptionBody, LIMITS.list.roles, { optional: true }) RolesDefined?: RoleExceptionBody[];
  @ListOf(() => UserExceptionBody, LIMITS.list.users, { optional: true }) UsersDefined?: UserExceptionBody[];
}

export class SetPermissionsBody {
  @Id() EntityId!: number;
  @Flag() Restrictions?: boolean;
  @Flag() RestrictedInput?: boolean;
  @Flag() RestrictedView?: boolean;
  @Nested(() => ExclusionBody, { optional: true }) ExclusionInput?: ExclusionBody;
  @Nested(() => ExclusionBody, { optional: true }) ExclusionView?: ExclusionBody;
}
