/** Bodies of the administration calls (docs/api.md, "Administration"; limits in src/domain/admin/admin-limits.ts). */
import 'reflect-metadata';
import { ACCESS_AREAS } from '../../src/domain/access/access-area';
import { ALL_VERBS } from '../../src/domain/access/access-verb';
import {
  MAX_EMAIL_LENGTH,
  MAX_ROLE_NAME_LENGTH,
  MAX_ROLES_PER_USER,
  MAX_TEAM_MEMBERS,
  MAX_TEAM_NAME_LENGTH,
  MAX_TEAMS_PER_USER,
  MAX_WORKSPACE_NAME_LENGTH,
} from '../../src/domain/admin/admin-limits';
import { isInt } from 'class-validator';
import { Id, Ints, MAX_ID, OneOf, Text, rule } from './schema-rules';

const ROLE_IDS = { min: 1, max: MAX_ID, maxItems: MAX_ROLES_PER_USER } as const;
const TEAM_IDS = { min: 1, max: MAX_ID, maxItems: MAX_TEAMS_PER_USER } as const;

export class UserChangeBody {
  @Id() UserId!: number;
  @OneOf([1, 2], { what: 'an account type of a workspace user (1 or 2)' }) AccountType!: 1 | 2;
  @Ints(ROLE_IDS) RoleIds!: number[];
  @Ints(TEAM_IDS) TeamIds!: number[];
}

export class UserIdBody {
  @Id() UserId!: number;
}

export class InvitationBody {
  @Text({ max: MAX_EMAIL_LENGTH }) Email!: string;
  @OneOf([1, 2], { what: 'an account type of a workspace user (1 or 2)' }) AccountType!: 1 | 2;
  @Ints(ROLE_IDS) RoleIds!: number[];
  @Ints(TEAM_IDS) TeamIds!: number[];
}

export class InvitationIdBody {
  @Id() InvitationId!: number;
}

/** The matrix: one mask of access verbs per area, every area given, nothing else. */
const Access = () =>
  rule('access', (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      return v == null ? 'is required.' : 'must be a JSON object.';
    const keys = Object.keys(v);
    const unknown = keys.find((k) => !(ACCESS_AREAS as readonly string[]).includes(k));
    if (unknown !== undefined)
      return `has an unknown area "${unknown.slice(0, 40)}" (areas: ${ACCESS_AREAS.join(', ')}).`;
    const missing = ACCESS_AREAS.find((a) => !keys.includes(a));
    if (missing) return `needs the area ${missing}.`;
    const bad = ACCESS_AREAS.find((a) => {
      const mask = (v as Record<string, unknown>)[a];
      return !isInt(mask) || (mask as number) < 0 || ((mask as number) & ~ALL_VERBS) !== 0;
    });
    return bad ? `.${bad} must be a mask of the access verbs (0 to ${ALL_VERBS}).` : null;
  });

export class RoleBody {
  @Text({ max: MAX_ROLE_NAME_LENGTH }) roleName!: string;
  @OneOf([0, 1, 2], { what: 'a role type (0, 1 or 2)' }) roleTypeId!: 0 | 1 | 2;
  @Access() access!: Record<string, number>;
}

export class RoleChangeBody extends RoleBody {
  @Id() roleId!: number;
}

export class RoleDeleteBody {
  @Id() roleId!: number;
  @Id({ optional: true }) MoveToRoleId?: number | null;
}

export class TeamBody {
  @Text({ max: MAX_TEAM_NAME_LENGTH }) Name!: string;
  @Ints({ min: 1, max: MAX_ID, maxItems: MAX_TEAM_MEMBERS }) MemberIds!: number[];
}

export class TeamChangeBody extends TeamBody {
  @Id() ScopeId!: number;
}

export class TeamIdBody {
  @Id() ScopeId!: number;
}

export class SettingsBody {
  @Text({ max: MAX_WORKSPACE_NAME_LENGTH }) Name!: string;
  @OneOf([1, 2, 3], { what: 'a theme (1 site, 2 green, 3 beige)' }) Theme!: 1 | 2 | 3;
  @Text({ max: 64 }) TimeZone!: string;
}

/** The logo's picture (what it is, is checked by the logo rules); 200 KB of picture is about 273,000 characters. */
export class LogoBody {
  @Text({ max: 300_000 }) Logo!: string;
}
