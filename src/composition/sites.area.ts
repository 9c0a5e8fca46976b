import type { ContainerModule } from 'inversify';
import { cabinetModule } from './cabinet.module';
import { sitesModule } from './sites.module';

/** A site's pages (issue 33): its own module, and the cabinet's for file previews and downloads. */
export const MODULES: readonly ContainerModule[] = [cabinetModule, sitesModule];
