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
  return /^https?:\/\/[^/]*(\.s3[.-][^/]*amazonaws\.com|\.blob\.core\.windows\.net|storage\.googleapis\.com)/i.test(url);
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
