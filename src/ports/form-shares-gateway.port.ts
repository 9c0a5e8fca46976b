import type { FormShare, ShareOptions } from '../domain/sharing/share.entity';
import type { HttpResult } from './http-client.port';

/** A member's shares of a form's instances (docs/api.md, "Sharing"): list, share, revoke. */
export interface FormSharesGateway {
  options(formId: number, signal?: AbortSignal): Promise<HttpResult<ShareOptions>>;
  /** `viewByLink` (issue 35): the link also shows the instance read-only to anyone who has it. */
  share(
    formId: number,
    instanceId: number,
    email: string,
    viewByLink?: boolean,
  ): Promise<HttpResult<FormShare>>;
  revoke(shareId: number): Promise<HttpResult<unknown>>;
}
export const FormSharesGateway = Symbol('FormSharesGateway');
