import type { FormShare, ShareOptions } from '../domain/sharing/share.entity';
import type { HttpResult } from './http-client.port';

/** A member's shares of a form's instances (docs/api.md, "Sharing"): list, share, revoke. */
export interface FormSharesGateway {
  options(formId: number, signal?: AbortSignal): Promise<HttpResult<ShareOptions>>;
  share(formId: number, instanceId: number, email: string): Promise<HttpResult<FormShare>>;
  revoke(shareId: number): Promise<HttpResult<unknown>>;
}
export const FormSharesGateway = Symbol('FormSharesGateway');
