import type { AccessDecision } from '../../src/domain/access/access-decision';
import { HttpError } from '../http';

/** A refused decision becomes a 403 with its reason as `Message`, before anything is changed. */
export function allow(decision: AccessDecision): void {
  if (!decision.allowed) throw new HttpError(403, decision.reason);
}
