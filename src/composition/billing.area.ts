import type { ContainerModule } from 'inversify';
import { billingModule } from './billing.module';

/** Plans, checkout, billing, merchant settings and orders (issue 35). */
export const MODULES: readonly ContainerModule[] = [billingModule];
