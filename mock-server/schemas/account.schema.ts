/** Bodies of sign-in and scope switching (docs/api.md). */
import { LIMITS } from './limits';
import { Int, MAX_ID, OneOf, Text } from './schema-rules';

export class LoginBody {
  @Text({ max: LIMITS.email }) Email!: string;
  @Text({ max: LIMITS.password }) Password!: string;
}

export class SwitchScopeBody {
  @Int({ min: 0, max: MAX_ID }) ScopeId!: number;
}

/** Passwords, the profile, invitation links (issue 17; docs/api.md "Accounts"). Password length is the rules' business (128). */
const LINK_HASH = { max: 64 } as const;

export class ChangePasswordBody {
  @Text({ max: LIMITS.password }) CurrentPassword!: string;
  @Text({ max: LIMITS.password }) NewPassword!: string;
}

export class ResetRequestBody {
  @Text({ max: LIMITS.email }) Email!: string;
}

export class ResetCompleteBody {
  @Text(LINK_HASH) Hash!: string;
  @Int({ min: 1, max: MAX_ID }) RecordId!: number;
  @Text({ max: LIMITS.password }) NewPassword!: string;
}

export class ProfileBody {
  @Text({ max: 100 }) FirstName!: string;
  @Text({ max: 100 }) LastName!: string;
  @Text({ max: LIMITS.email }) Email!: string;
  @OneOf([1, 2, 3], { optional: true, what: 'a theme (1 site, 2 green, 3 beige) or null' }) Theme?:
    1 | 2 | 3 | null;
  @Text({ max: LIMITS.password, optional: true }) CurrentPassword?: string | null;
}

export class RegisterBody {
  @Text(LINK_HASH) Hash!: string;
  @Int({ min: 1, max: MAX_ID }) RecordId!: number;
  @Text({ max: 100 }) FirstName!: string;
  @Text({ max: 100 }) LastName!: string;
  @Text({ max: LIMITS.password }) Password!: string;
}

export class AcceptInvitationBody {
  @Text(LINK_HASH) Hash!: string;
  @Int({ min: 1, max: MAX_ID }) RecordId!: number;
  @Text({ max: LIMITS.email }) Email!: string;
  @Text({ max: LIMITS.password }) Password!: string;
}

/** Sign-up (issue 35; docs/account.md "Sign-up"). */
export class SignupBody {
  @Text({ max: 200 }) WorkspaceName!: string;
  @Text({ max: 100 }) FirstName!: string;
  @Text({ max: 100 }) LastName!: string;
  @Text({ max: LIMITS.email }) Email!: string;
  @Text({ max: LIMITS.password }) Password!: string;
}

export class SignupCompleteBody {
  @Text(LINK_HASH) Hash!: string;
  @Int({ min: 1, max: MAX_ID }) RecordId!: number;
}
