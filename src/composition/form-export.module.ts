import { ContainerModule } from 'inversify';
import { LazyFormExporter } from '../adapters/export/lazy-form-exporter';
import { HttpWorkspaceLogoGateway } from '../adapters/http/workspace-logo-gateway.http';
import { ExportForm } from '../application/form-instance/export-form.use-case';
import { FormExporter } from '../ports/form-exporter.port';
import { WorkspaceLogoGateway } from '../ports/workspace-logo-gateway.port';
import { FormExportStore } from '../stores/form-instance/form-export.store';

/**
 * PDF, CSV and Excel exports of a form instance, built in the browser (docs/exports.md). Needs the platform
 * module (FileDownloader, UserContext, Notifier, HttpClient) and the forms HTTP module (StoredPictures); the header's logo comes from `GET workspace/logo`. The store is transient: one per instance page.
 */
export const formExportModule = new ContainerModule(({ bind }) => {
  bind(LazyFormExporter).toSelf().inSingletonScope();
  bind(FormExporter).toService(LazyFormExporter);
  bind(HttpWorkspaceLogoGateway).toSelf().inSingletonScope();
  bind(WorkspaceLogoGateway).toService(HttpWorkspaceLogoGateway);
  bind(ExportForm).toSelf().inSingletonScope();
  bind(FormExportStore).toSelf().inTransientScope();
});
