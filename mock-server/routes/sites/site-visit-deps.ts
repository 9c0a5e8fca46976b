import type { SignInThrottle } from '../../account/sign-in-throttle';
import type { CabinetContext } from '../../cabinet/cabinet-context';
import type { Mailer } from '../../mail/mailer';
import type { MockClock } from '../../mock-clock';

/** What the visitor side of sites needs besides the context (docs/sites.md). */
export interface SiteVisitDeps {
  clock: MockClock;
  throttle: SignInThrottle;
  mailer: Mailer;
  allowedOrigins: readonly string[];
  cabinet: CabinetContext;
}
