/**
 * Request conventions of platform spec §7, as pure functions the HTTP adapter applies.
 */
export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'RPC';

const SUFFIX: Partial<Record<HttpVerb, string>> = { POST: 'create', PUT: 'update', DELETE: 'delete' };

/** Segments of an API path, not counting the `/api/` prefix or empty parts. */
export function pathSegments(path: string): string[] {
  return path
    .replace(/^\/?api\//i, '')
    .split('?')[0]
    .split('/')
    .filter((segment) => segment.length > 0);
}

export interface WirePlan {
  /** Always GET or POST: a non-GET call is sent as POST. */
  method: 'GET' | 'POST';
  /** The path under /api/, without a leading slash. */
  path: string;
  /** Set when the verb cannot be told by the path (DELETE, POST or PUT on a path of more than three segments). */
  methodOverride?: 'POST' | 'PUT' | 'DELETE';
}

/**
 * Where and how a call travels. DELETE, POST and PUT on a path of three or fewer segments get
 * `/delete`, `/create` or `/update` appended; RPC calls keep their path.
 */
export function planRequest(verb: HttpVerb, path: string): WirePlan {
  const segments = pathSegments(path);
  // A query written in the path travels with it (e.g. `fieldsetup/DeleteTemplate?id=4`, forms spec §7).
  const at = path.indexOf('?');
  const query = at >= 0 && at < path.length - 1 ? path.slice(at) : '';
  const clean = segments.join('/');
  if (verb === 'GET') return { method: 'GET', path: clean + query };
  if (verb === 'RPC') return { method: 'POST', path: clean + query };
  if (segments.length <= 3) return { method: 'POST', path: `${clean}/${SUFFIX[verb]}${query}` };
  return { method: 'POST', path: clean + query, methodOverride: verb };
}

export interface ScopeContext {
  userId: number | null;
  workspaceId: number | null;
  /** The scope the user works in: a team scope, or 0 for the workspace. */
  scopeId: number;
  primaryScopeId: number | null;
  isDirect: boolean;
  /** Set while acting in another scope. */
  impersonateScopeId?: number | null;
}

/**
 * Headers every request carries: ScopeId or DirectScopeId, Uid, WorkspaceId, and ImpersonateScopeId
 * when acting in another scope.
 */
export function scopeHeaders(context: ScopeContext): Record<string, string> {
  const headers: Record<string, string> = {};
  const direct = context.isDirect && context.primaryScopeId === context.scopeId;
  headers[direct ? 'DirectScopeId' : 'ScopeId'] = String(context.scopeId);
  if (context.userId !== null) headers.Uid = String(context.userId);
  if (context.workspaceId !== null) headers.WorkspaceId = String(context.workspaceId);
  if (context.impersonateScopeId !== null && context.impersonateScopeId !== undefined) {
    headers.ImpersonateScopeId = String(context.impersonateScopeId);
  }
  return headers;
}

/** True when a download URL points to cloud object storage, which must not get the anti-forgery token. */
export function isCloudObjectStorageUrl(url: string): boolean {
  return /^https?:\/\/[^/]*(\.s3[.-][^/]*amazonaws\.com|\.blob\.core\.windows\.net|storage\.googleapis\.com)/i.test(
    url,
  );
}

/** The download URL with the anti-forgery token appended, unless it points to cloud object storage. */
export function downloadUrl(url: string, antiForgeryToken: string | null): string {
  if (!antiForgeryToken || isCloudObjectStorageUrl(url)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}xsrf=${encodeURIComponent(antiForgeryToken)}`;
}

export const THUMBNAIL_SIZE = { w: 200, h: 100 } as const;

export function thumbnailPath(documentId: number): string {
  return `/api/documentthumbnail?id=${documentId}&w=${THUMBNAIL_SIZE.w}&h=${THUMBNAIL_SIZE.h}`;
}

/** The scope headers of a request as a server reads them (names are case-insensitive on the wire). */
export interface ScopeHeaderValues {
  /** `ScopeId` or `DirectScopeId`: the scope the call is made in. */
  scopeId: number;
  /** True when it came as `DirectScopeId`. */
  direct: boolean;
  uid: number | null;
  workspaceId: number | null;
  impersonateScopeId: number | null;
}

export type ScopeHeaderReading = { ok: true; values: ScopeHeaderValues } | { ok: false; message: string };

const HEADER_ID = /^(0|[1-9]\d{0,9})$/;

/**
 * Reads the headers `scopeHeaders` writes (platform spec §6, §7), so both sides share one rule: exactly one of
 * `ScopeId` / `DirectScopeId`; `Uid` and `WorkspaceId` unless `identityOptional` (the call that learns who the user
 * is); every value a non-negative whole number. `get` returns a header's value by its lower-case name.
 */
export function readScopeHeaders(
  get: (name: string) => string | undefined,
  identityOptional = false,
): ScopeHeaderReading {
  const id = (name: string, label: string): number | null | string => {
    const raw = get(name);
    if (raw === undefined) return null;
    return HEADER_ID.test(raw.trim()) ? Number(raw.trim()) : `The ${label} header must be a whole number.`;
  };
  const scope = id('scopeid', 'ScopeId');
  const directScope = id('directscopeid', 'DirectScopeId');
  const uid = id('uid', 'Uid');
  const workspaceId = id('workspaceid', 'WorkspaceId');
  const impersonate = id('impersonatescopeid', 'ImpersonateScopeId');
  for (const value of [scope, directScope, uid, workspaceId, impersonate]) {
    if (typeof value === 'string') return { ok: false, message: value };
  }
  if ((scope === null) === (directScope === null)) {
    return { ok: false, message: 'A request carries exactly one of the ScopeId and DirectScopeId headers.' };
  }
  if (!identityOptional && (uid === null || workspaceId === null)) {
    return { ok: false, message: 'A signed-in request carries the Uid and WorkspaceId headers.' };
  }
  return {
    ok: true,
    values: {
      scopeId: (scope ?? directScope) as number,
      direct: directScope !== null,
      uid: uid as number | null,
      workspaceId: workspaceId as number | null,
      impersonateScopeId: impersonate as number | null,
    },
  };
}
