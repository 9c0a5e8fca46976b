import { nameProblem } from '../../domain/setup/setup-rules';
import type { HttpResult } from '../../ports/http-client.port';
import { refusalMessage } from '../platform/refusal-message';

/** The calls a setup list whose items have a name answers (task categories, note categories). */
export interface NamedItemGateway<T> {
  list(signal?: AbortSignal): Promise<HttpResult<T[]>>;
  get(id: number, signal?: AbortSignal): Promise<HttpResult<T>>;
  create(name: string): Promise<HttpResult<T>>;
  rename(id: number, name: string): Promise<HttpResult<T>>;
}

export type NamedItemResult<T> = { ok: true; item: T } | { ok: false; message: string | null };

/** The list; null when it could not be read (the error catalogue has told the user). */
export async function listNamed<T>(gateway: NamedItemGateway<T>, signal?: AbortSignal): Promise<T[] | null> {
  const result = await gateway.list(signal);
  return result.ok ? result.data : null;
}

/** One item; null for an id that cannot be one, or when it could not be read. */
export async function openNamed<T>(
  gateway: NamedItemGateway<T>,
  id: number,
  signal?: AbortSignal,
): Promise<T | null> {
  if (!Number.isInteger(id) || id <= 0) return null;
  const result = await gateway.get(id, signal);
  return result.ok ? result.data : null;
}

/** Creates an item (`id` null) or renames one; the name is checked here first, as the server checks it. */
export async function saveNamed<T>(
  gateway: NamedItemGateway<T>,
  id: number | null,
  name: string,
): Promise<NamedItemResult<T>> {
  const problem = nameProblem(name);
  if (problem) return { ok: false, message: problem };
  const result = id === null ? await gateway.create(name.trim()) : await gateway.rename(id, name.trim());
  return result.ok ? { ok: true, item: result.data } : { ok: false, message: refusalMessage(result) };
}
