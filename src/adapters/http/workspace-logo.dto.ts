import { IsBoolean, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import type { WorkspaceLogo } from '../../ports/workspace-logo-gateway.port';

/** Only a PNG or JPEG picture (what pdfmake prints as it is) may become the PDF's logo; 200 KB in base64 is ~270,000 characters. */
const LOGO = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;

export class WorkspaceLogoDto implements WorkspaceLogo {
  @IsBoolean() HasActiveLogo!: boolean;
  @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(300_000) @Matches(LOGO) Logo!: string | null;
}
