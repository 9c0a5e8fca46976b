import { inject, injectable, optional } from 'inversify';
import { previewKindOf } from '../../domain/cabinet/file-preview';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { downloadUrl } from '../../domain/platform/request-conventions';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';
import { Device } from '../../ports/device.port';
import { DirectShareGateway } from '../../ports/direct-share-gateway.port';
import { SiteVisitGateway } from '../../ports/site-visit-gateway.port';
import { sitePreviewUrl } from '../../domain/sites/site-paths';
import { refusalOf } from './cabinet-outcome';

/** Who looks: a member (their session), a link visitor (the link cookie) or a site account (its site session). */
export type PreviewAudience = 'member' | 'link' | 'site';

export type FilePreview =
  | { kind: 'image' | 'pdf'; url: string }
  | { kind: 'text'; text: string; truncated: boolean }
  | { kind: 'none' }
  | { kind: 'failed'; message: string };

export const filePreviewUrl = (itemId: number) => `/api/document/preview?id=${itemId}`;
export const directPreviewUrl = (itemId: number) => `/api/directshare/preview?id=${itemId}`;

const NOT_LOADED = 'The preview could not be loaded. Download the file to open it.';

/**
 * A member or a link visitor opens a file's preview (docs/cabinet.md, "Preview"): a picture or a PDF by its inline
 * URL (the browser loads it for an <img> or the PDF viewer's frame; a member's carries the anti-forgery token, as a
 * download does, platform spec §7), a text file's first 256 KB as text, and for anything else nothing to load.
 */
@injectable()
export class PreviewFile {
  constructor(
    @inject(CabinetGateway) private readonly cabinet: CabinetGateway,
    @inject(DirectShareGateway) private readonly direct: DirectShareGateway,
    @inject(Device) private readonly device: Device,
    // Bound where the site pages load (src/composition/sites.module.ts); the cabinet's own pages never ask for it.
    @inject(SiteVisitGateway) @optional() private readonly site?: SiteVisitGateway,
  ) {}

  async open(item: FolderItem, audience: PreviewAudience, signal?: AbortSignal): Promise<FilePreview> {
    const kind = previewKindOf(item);
    if (kind === 'none') return { kind };
    if (kind === 'image' || kind === 'pdf')
      return {
        kind,
        url:
          audience === 'member'
            ? downloadUrl(filePreviewUrl(item.ItemId), this.device.antiForgeryToken())
            : audience === 'site'
              ? downloadUrl(sitePreviewUrl(item.ItemId), this.device.antiForgeryToken())
              : directPreviewUrl(item.ItemId),
      };
    const result =
      audience === 'member'
        ? await this.cabinet.previewText(item.ItemId, signal)
        : audience === 'site' && this.site
          ? await this.site.previewText(item.ItemId, signal)
          : await this.direct.previewText(item.ItemId, signal);
    if (result.ok) return { kind: 'text', text: result.data.Text, truncated: result.data.Truncated };
    return { kind: 'failed', message: refusalOf(result) ?? NOT_LOADED };
  }
}
