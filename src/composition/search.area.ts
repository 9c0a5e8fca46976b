import type { ContainerModule } from 'inversify';
import { searchModule } from './search.module';

/** The search page (issue 35). */
export const MODULES: readonly ContainerModule[] = [searchModule];
