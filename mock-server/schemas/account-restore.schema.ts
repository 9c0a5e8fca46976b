/** The body of restoring a deleted account from its e-mailed link (issue 35; docs/account.md "Deleted accounts"). */
import { Int, MAX_ID, Text } from './schema-rules';

export class RestoreCompleteBody {
  @Text({ max: 64 }) Hash!: string;
  @Int({ min: 1, max: MAX_ID }) RecordId!: number;
  @Int({ min: 1, max: MAX_ID }) WorkspaceId!: number;
}
