import { inject, injectable } from 'inversify';
import type { FieldValueData, FormInstance } from '../../domain/forms/form-instance.entity';
import type { FormInstanceGateway } from '../../ports/form-instance-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import { parseFormInstance } from './form-instance-parsers';
import { ClonedInstanceDto, ClonedInstancesDto, EncryptedValueDto } from './form-instance.dto';
import { parseDto } from './parse-response';

/** Form instances over HTTP (docs/api-forms.md, "Form instances"). */
@injectable()
export class HttpFormInstanceGateway implements FormInstanceGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  get(instanceId: number, signal?: AbortSignal): Promise<HttpResult<FormInstance>> {
    // A 403 goes through the global catalogue, which opens /403 (forms spec §8).
    return this.http.get('forminstance', parseFormInstance, { id: instanceId }, { signal });
  }

  save(instanceId: number, values: FieldValueData[]): Promise<HttpResult<FormInstance>> {
    const FieldDefinitions = values.map(({ FieldDefinitionId, Data, OptionId }) => ({
      FieldDefinitionId,
      Data,
      OptionId,
    }));
    return this.http.command(
      'FormInstance/SaveFormData',
      { InstanceId: instanceId, FieldDefinitions },
      parseFormInstance,
    );
  }

  cloneForm(projectId: number, formId: number): Promise<HttpResult<{ InstanceId: number }>> {
    return this.http.command(
      'FormInstance/CloneForm',
      { ProjectId: projectId, FormId: formId },
      parseDto(ClonedInstanceDto),
    );
  }

  cloneFormGroup(projectId: number, groupId: number): Promise<HttpResult<{ InstanceIds: number[] }>> {
    const body = { ProjectId: projectId, GroupId: groupId };
    return this.http.command('FormInstance/CloneFormGroup', body, parseDto(ClonedInstancesDto));
  }

  revealEncrypted(instanceId: number, fieldDefinitionId: number): Promise<HttpResult<{ Value: string }>> {
    const body = { FormInstanceId: instanceId, FieldDefinitionId: fieldDefinitionId };
    return this.http.command('FormInstance/GetEncryptedFieldValue', body, parseDto(EncryptedValueDto));
  }
}
