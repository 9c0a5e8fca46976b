/** Bodies of sign-in and scope switching (docs/api.md). */
import { LIMITS } from './limits';
import { Int, MAX_ID, Text } from './schema-rules';

export class LoginBody {
  @Text({ max: LIMITS.email }) Email!: string;
  @Text({ max: LIMITS.password }) Password!: string;
}

export class SwitchScopeBody {
  @Int({ min: 0, max: MAX_ID }) ScopeId!: number;
}
