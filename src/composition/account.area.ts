import type { ContainerModule } from 'inversify';
import { accountModule } from './account.module';

/** The account area: passwords, the profile, invitations seen by the invitee. */
export const MODULES: readonly ContainerModule[] = [accountModule];
