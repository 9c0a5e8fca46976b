/**
 * Why a direct link does not open (docs/cabinet.md, "Direct links"). The mock server answers a link that really
 * was revoked (or whose item was deleted) with 403 and `LINK_UNAVAILABLE`; a link that never existed — an edited
 * hash or record id, a cut-off address, a folder the link does not show — with 404 and `LINK_NOT_VALID`. It tells
 * no more than that: a wrong hash of a revoked link is "not valid" too, so the answer never confirms a record id.
 */
export const LINK_UNAVAILABLE = 'This link is no longer available.';
export const LINK_NOT_VALID = 'This link is not valid. Check that you copied the whole address.';

export type DirectLinkRefusal = 'revoked' | 'invalid';

/** The refusal an HTTP status stands for: 403 is a revoked link; any other refusal (400, 404) a link that is not valid. */
export const directLinkRefusalOf = (status: number): DirectLinkRefusal =>
  status === 403 ? 'revoked' : 'invalid';

/** A link's hash as the server makes it: 32 characters of base64url (192 random bits). */
export const isLinkHash = (hash: string): boolean => /^[A-Za-z0-9_-]{32}$/.test(hash);
