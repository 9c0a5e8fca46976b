import type { RequestFailure } from '../domain/platform/error-catalogue';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Leave this call out of the global error catalogue (e.g. login by direct share). */
  skipErrorHandling?: boolean;
}

/** A call's outcome: failures are values, never thrown. */
export type HttpResult<T> = { ok: true; status: number; data: T } | { ok: false; failure: RequestFailure };

/** Validates and narrows a response body; returns null when the body does not have the expected shape. */
export type ResponseParser<T> = (body: unknown) => T | null;

/**
 * The HTTP transport with the platform request conventions (platform spec §7): `/api/` prefix,
 * non-GET sent as POST with JSON, verb suffixes, scope headers, anti-forgery header, pending counter,
 * global error handling.
 */
export interface HttpClient {
  get<T>(
    path: string,
    parse: ResponseParser<T>,
    query?: Query,
    options?: CallOptions,
  ): Promise<HttpResult<T>>;
  /** An RPC-style call: POST to the path as written. */
  command<T>(
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options?: CallOptions,
  ): Promise<HttpResult<T>>;
  /** POST verb: `/create` appended on short paths. */
  create<T>(
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options?: CallOptions,
  ): Promise<HttpResult<T>>;
  /** PUT verb: `/update` appended on short paths. */
  update<T>(
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options?: CallOptions,
  ): Promise<HttpResult<T>>;
  /** DELETE verb: `/delete` appended on short paths. */
  remove<T>(
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options?: CallOptions,
  ): Promise<HttpResult<T>>;
}
export const HttpClient = Symbol('HttpClient');
