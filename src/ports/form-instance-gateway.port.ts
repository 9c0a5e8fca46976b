import type { FieldValueData, FormInstance } from '../domain/forms/form-instance.entity';
import type { HttpResult } from './http-client.port';

/** Form instances (docs/api-forms.md, "Form instances"). */
export interface FormInstanceGateway {
  get(instanceId: number, signal?: AbortSignal): Promise<HttpResult<FormInstance>>;
  save(instanceId: number, values: FieldValueData[]): Promise<HttpResult<FormInstance>>;
  cloneForm(projectId: number, formId: number): Promise<HttpResult<{ InstanceId: number }>>;
  cloneFormGroup(projectId: number, groupId: number): Promise<HttpResult<{ InstanceIds: number[] }>>;
  revealEncrypted(instanceId: number, fieldDefinitionId: number): Promise<HttpResult<{ Value: string }>>;
}
export const FormInstanceGateway = Symbol('FormInstanceGateway');
