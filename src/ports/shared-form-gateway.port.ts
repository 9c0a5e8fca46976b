import type { FieldValueData, FormInstance } from '../domain/forms/form-instance.entity';
import type { GetInstanceAnswer, SendCodeAnswer, WorkspaceDetails } from '../domain/sharing/share.entity';
import type { HttpResult } from './http-client.port';

/** What proves the recipient: the share's hash, the verified e-mail and the token `getinstance` handed out. */
export interface ShareAccess {
  hash: string;
  email: string;
  token: string;
}

/**
 * The six calls of the shared form page (reports and sharing spec §7; docs/api.md, "Sharing"). They are made without
 * a session and leave the global error catalogue out: the page tells the person itself what went wrong.
 */
export interface SharedFormGateway {
  isValid(hash: string, signal?: AbortSignal): Promise<HttpResult<{ IsValid: boolean }>>;
  workspaceDetails(hash: string, signal?: AbortSignal): Promise<HttpResult<WorkspaceDetails>>;
  sendCode(email: string, hash: string): Promise<HttpResult<SendCodeAnswer>>;
  getInstance(email: string, code: string, hash: string): Promise<HttpResult<GetInstanceAnswer>>;
  /** `saveId` names this save: a retry of it sends the same id and is saved once. */
  save(
    access: ShareAccess,
    values: FieldValueData[],
    saveId: string,
  ): Promise<HttpResult<{ FormInstance: FormInstance }>>;
  revealEncrypted(access: ShareAccess, fieldDefinitionId: number): Promise<HttpResult<{ Value: string }>>;
}
export const SharedFormGateway = Symbol('SharedFormGateway');
