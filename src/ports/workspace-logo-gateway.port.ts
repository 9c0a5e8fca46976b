import type { HttpResult } from './http-client.port';

/** The workspace's logo as the General settings keep it (docs/administration.md "General"): a PNG or JPEG data URL. */
export interface WorkspaceLogo {
  HasActiveLogo: boolean;
  Logo: string | null;
}

/** Any signed-in user reads the workspace's logo: the PDF export prints it in its header (docs/api.md "Administration"). */
export interface WorkspaceLogoGateway {
  logo(): Promise<HttpResult<WorkspaceLogo>>;
}
export const WorkspaceLogoGateway = Symbol('WorkspaceLogoGateway');
