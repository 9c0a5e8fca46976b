import type { ContainerModule } from 'inversify';
import { quizzesModule } from './quizzes.module';

/** Quizzes (issue 34, module 1100). */
export const MODULES: readonly ContainerModule[] = [quizzesModule];
