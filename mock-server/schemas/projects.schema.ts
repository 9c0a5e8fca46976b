/** Bodies of the project calls (docs/api-forms.md). */
import { LIMITS } from './limits';
import { Text } from './schema-rules';

export class ProjectCreateBody {
  @Text({ max: LIMITS.name }) Name!: string;
  @Text({ max: LIMITS.text, optional: true, multiline: true }) Description?: string | null;
}
