import type { ContainerModule } from 'inversify';
import { cabinetModule } from './cabinet.module';

/** The cabinet's pages (docs/cabinet.md): one module, loaded when one of them first opens. */
export const MODULES: readonly ContainerModule[] = [cabinetModule];
