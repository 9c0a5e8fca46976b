import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { sendError } from './http';

/** Set to `1` to let callers on other machines use /api/__mock/* (README "Fault injection"). */
export const REMOTE_MOCK_CONTROL_ENV = 'GRIDWORK_REMOTE_MOCK_CONTROL';

export const remoteMockControlFromEnv = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env[REMOTE_MOCK_CONTROL_ENV] === '1';

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6 (`::ffff:127.0.0.1`, how Node reports it on a dual-stack socket). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(address) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address);
}

export const LOOPBACK_ONLY_MESSAGE = `The mock control routes answer only on this machine (set ${REMOTE_MOCK_CONTROL_ENV}=1 to allow others).`;

/**
 * Guards /api/__mock/* (fault injection, pushes, session control, reset): only a caller on the loopback address
 * may use them, unless `remoteAllowed`. A page of another site cannot use them through a local browser either:
 * the cross-site guard (cross-site.ts) refuses its non-GET calls.
 */
export function loopbackOnly(remoteAllowed: boolean): RequestHandler {
  return (req, res, next) => {
    if (remoteAllowed || isLoopback(req.socket.remoteAddress)) next();
    else sendError(res, 403, LOOPBACK_ONLY_MESSAGE);
  };
}
