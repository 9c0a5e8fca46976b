import { inject, injectable } from 'inversify';
import type { FieldValueData, FormInstance } from '../../domain/forms/form-instance.entity';
import type { GetInstanceAnswer, SendCodeAnswer, WorkspaceDetails } from '../../domain/sharing/share.entity';
import { HttpClient, type CallOptions, type HttpResult } from '../../ports/http-client.port';
import type { ShareAccess, SharedFormGateway } from '../../ports/shared-form-gateway.port';
import { parseDto } from './parse-response';
import { EncryptedValueDto } from './form-instance.dto';
import { SendCodeAnswerDto, ShareValidityDto, WorkspaceDetailsDto } from './sharing.dto';
import { parseGetInstanceAnswer, parseSavedInstance } from './sharing-parsers';

/** The page's own handling replaces the catalogue's: a 401 here must not send an outside person to the sign-in page. */
const OWN_HANDLING: CallOptions = { skipErrorHandling: true };

/** The shared form page's calls over HTTP (docs/api.md, "Sharing": all under shareforminstance/). */
@injectable()
export class HttpSharedFormGateway implements SharedFormGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  isValid(hash: string, signal?: AbortSignal): Promise<HttpResult<{ IsValid: boolean }>> {
    return this.http.get(
      'shareforminstance/IsFormShareValid',
      parseDto(ShareValidityDto),
      { hash },
      { ...OWN_HANDLING, signal },
    );
  }

  workspaceDetails(hash: string, signal?: AbortSignal): Promise<HttpResult<WorkspaceDetails>> {
    return this.http.get(
      'shareforminstance/GetWorkspaceDetails',
      parseDto(WorkspaceDetailsDto),
      { hash },
      { ...OWN_HANDLING, signal },
    );
  }

  sendCode(email: string, hash: string): Promise<HttpResult<SendCodeAnswer>> {
    return this.http.command(
      'shareforminstance/sendcode',
      { email, hash },
      parseDto(SendCodeAnswerDto),
      OWN_HANDLING,
    );
  }

  getInstance(email: string, code: string, hash: string): Promise<HttpResult<GetInstanceAnswer>> {
    return this.http.command(
      'shareforminstance/getinstance',
      { email, code, hash },
      parseGetInstanceAnswer,
      OWN_HANDLING,
    );
  }

  save(
    { email, hash, token }: ShareAccess,
    values: FieldValueData[],
    saveId: string,
  ): Promise<HttpResult<{ FormInstance: FormInstance }>> {
    const FieldDefinitions = values.map(({ FieldDefinitionId, Data, OptionId }) => ({
      FieldDefinitionId,
      Data,
      OptionId,
    }));
    return this.http.command(
      'shareforminstance/SaveInstance',
      { email, FieldDefinitions, hash, token, saveId },
      parseSavedInstance,
      OWN_HANDLING,
    );
  }

  revealEncrypted(
    { email, hash, token }: ShareAccess,
    fieldDefinitionId: number,
  ): Promise<HttpResult<{ Value: string }>> {
    const body = { email, hash, token, fieldDefinitionId };
    return this.http.command(
      'shareforminstance/GetEncryptedFieldValue',
      body,
      parseDto(EncryptedValueDto),
      OWN_HANDLING,
    );
  }
}
