import type { ContainerModule } from 'inversify';
import { surveysModule } from './surveys.module';

/** Surveys (issue 34). */
export const MODULES: readonly ContainerModule[] = [surveysModule];
