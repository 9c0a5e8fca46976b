/** The answer of an access rule: allowed, or refused with the reason shown to the user (a 403 `Message`). */
export type AccessDecision = { allowed: true } | { allowed: false; reason: string };

export const ALLOWED: AccessDecision = Object.freeze({ allowed: true });

export const refused = (reason: string): AccessDecision => ({ allowed: false, reason });

/** The first refusal among `checks`, evaluated in order (later ones are not evaluated). */
export function firstRefusal(...checks: Array<() => AccessDecision>): AccessDecision {
  for (const check of checks) {
    const decision = check();
    if (!decision.allowed) return decision;
  }
  return ALLOWED;
}
