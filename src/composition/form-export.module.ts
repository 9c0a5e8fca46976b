import { ContainerModule } from 'inversify';
import { LazyFormExporter } from '../adapters/export/lazy-form-exporter';
import { ExportForm } from '../application/form-instance/export-form.use-case';
import { FormExporter } from '../ports/form-exporter.port';
import { FormExportStore } from '../stores/form-export.store';

/**
 * PDF, CSV and Excel exports of a form instance, built in the browser (docs/exports.md). Needs the platform
 * module (FileDownloader, UserContext, Notifier) and the forms HTTP module (StoredPictures). The store is transient: one per instance page.
 */
export const formExportModule = new ContainerModule(({ bind }) => {
  bind(LazyFormExporter).toSelf().inSingletonScope();
  bind(FormExporter).toService(LazyFormExporter);
  bind(ExportForm).toSelf().inSingletonScope();
  bind(FormExportStore).toSelf().inTransientScope();
});
