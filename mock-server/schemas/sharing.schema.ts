/** Bodies of the sharing calls (docs/api.md, "Sharing"). Keys as the spec spells them (§7: email, hash, token …). */
import { LIMITS } from './limits';
import { FieldValueBody } from './form-instances.schema';
import { Flag, Id, ListOf, Text } from './schema-rules';

/** A share's hash is 32 characters; a longer one is refused before it is looked up. */
const HASH = { max: 64 } as const;
const TOKEN = { max: 100 } as const;

export class SendCodeBody {
  @Text({ max: LIMITS.email }) email!: string;
  @Text(HASH) hash!: string;
}

export class GetInstanceBody {
  @Text({ max: LIMITS.email }) email!: string;
  /** Six characters; a little room for the spaces and dashes a person may type (normalized before comparing). */
  @Text({ max: 20 }) code!: string;
  @Text(HASH) hash!: string;
}

export class SaveInstanceBody {
  @Text({ max: LIMITS.email }) email!: string;
  @ListOf(() => FieldValueBody, LIMITS.list.fields) FieldDefinitions!: FieldValueBody[];
  @Text(HASH) hash!: string;
  @Text(TOKEN) token!: string;
  /** Ours: one id per save the recipient makes; a retry sends the same id and is answered without saving again. */
  @Text({ max: 100 }) saveId!: string;
}

export class SharedEncryptedValueBody {
  @Text({ max: LIMITS.email }) email!: string;
  @Text(HASH) hash!: string;
  @Text(TOKEN) token!: string;
  @Id() fieldDefinitionId!: number;
}

export class CreateShareBody {
  @Id() FormId!: number;
  @Id() InstanceId!: number;
  @Text({ max: LIMITS.email }) Email!: string;
  /** Issue 35: the link also shows the instance read-only to anyone who has it (docs/sharing.md). */
  @Flag() ViewByLink?: boolean;
}

export class RevokeShareBody {
  @Id() ShareId!: number;
}
