import type { ContainerModule } from 'inversify';
import { clipboardModule } from './clipboard.module';
import { quizzesModule } from './quizzes.module';

/** Quizzes (issue 34, module 1100). */
export const MODULES: readonly ContainerModule[] = [clipboardModule, quizzesModule];
