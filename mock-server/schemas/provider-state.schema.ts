/** The body Pact verifiers send to a provider-state endpoint (`{ state, params, action }`, docs/api.md "Contracts"). */
import { IsIn, IsOptional } from 'class-validator';
import { JsonObject, Text } from './schema-rules';

export class ProviderStateBody {
  @Text({ max: 300 }) state!: string;
  @JsonObject() params?: Record<string, unknown>;
  @IsOptional() @IsIn(['setup', 'teardown']) action?: 'setup' | 'teardown';
}
