import type { DirectInstanceAnswer } from '../domain/sharing/direct-instance.rules';
import type { HttpResult } from './http-client.port';

/** A form instance by direct link (docs/sharing.md "An instance by direct link"): what the share allows, for anyone. */
export interface DirectInstanceGateway {
  /** 404 when the link opens no instance (the page then tries it as a cabinet link). */
  open(hash: string, instanceId: number, signal?: AbortSignal): Promise<HttpResult<DirectInstanceAnswer>>;
}
export const DirectInstanceGateway = Symbol('DirectInstanceGateway');
