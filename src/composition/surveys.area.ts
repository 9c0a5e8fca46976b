import type { ContainerModule } from 'inversify';
import { clipboardModule } from './clipboard.module';
import { surveysModule } from './surveys.module';

/** Surveys (issue 34). */
export const MODULES: readonly ContainerModule[] = [clipboardModule, surveysModule];
