import type { SettingsDraft, WorkspaceSettings } from '../domain/admin/workspace-settings.rules';
import type { HttpResult } from './http-client.port';

/** The General settings (docs/api.md "Administration"): administrators only. */
export interface WorkspaceSettingsGateway {
  settings(signal?: AbortSignal): Promise<HttpResult<WorkspaceSettings>>;
  save(draft: SettingsDraft): Promise<HttpResult<WorkspaceSettings>>;
  /** `logo`: a `data:image/png|jpeg;base64,` picture. */
  saveLogo(logo: string): Promise<HttpResult<WorkspaceSettings>>;
  removeLogo(): Promise<HttpResult<WorkspaceSettings>>;
}
export const WorkspaceSettingsGateway = Symbol('WorkspaceSettingsGateway');
