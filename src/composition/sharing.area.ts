import type { ContainerModule } from 'inversify';
import { clipboardModule } from './clipboard.module';
import { customPatternsModule } from './custom-patterns.module';
import { sharingModule } from './sharing.module';

/** The sharing area: the member's sharing page and the shared form page. The custom pattern check is shared with the form instance area (loaded once). */
export const MODULES: readonly ContainerModule[] = [customPatternsModule, clipboardModule, sharingModule];
