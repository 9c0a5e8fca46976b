/** Bodies of the site administration calls (issue 33; docs/sites.md; limits in src/domain/sites/site.rules.ts). */
import 'reflect-metadata';
import { MAX_EMAIL_LENGTH } from '../../src/domain/admin/admin-limits';
import { MAX_PASSWORD_LENGTH } from '../../src/domain/account/password.rules';
import {
  MAX_SITE_FOLDERS_PER_PROJECT,
  MAX_SITE_NAME_LENGTH,
  MAX_SITE_PROJECTS,
} from '../../src/domain/sites/site.rules';
import { Flag, Id, ListOf, OneOf, Text, rule } from './schema-rules';
import { IsoDate } from './tasks.schema';

export class SiteFolderBody {
  @Id() FolderId!: number;
  @Flag({ optional: false }) CanUpload!: boolean;
}

export class SiteProjectBody {
  @Id() ProjectId!: number;
  @ListOf(() => SiteFolderBody, MAX_SITE_FOLDERS_PER_PROJECT) Folders!: SiteFolderBody[];
}

export class SiteCreateBody {
  // Checked for length by the site rules, which say it in the page's words.
  @Text({ max: MAX_SITE_NAME_LENGTH * 4 }) Name!: string;
  @OneOf([1, 2], { what: 'a kind of site (1 individual access, 2 single password)' }) Kind!: 1 | 2;
  @Flag({ optional: false }) IsActive!: boolean;
  @IsoDate({ optional: true }) AccessEndsOn?: string | null;
  @ListOf(() => SiteProjectBody, MAX_SITE_PROJECTS) Projects!: SiteProjectBody[];
}

export class SiteUpdateBody extends SiteCreateBody {
  @Id() SiteId!: number;
}

export class SiteIdBody {
  @Id() SiteId!: number;
}

/** The password as typed: never trimmed (password.rules.ts); its rules are checked by the route. */
export class SitePasswordBody {
  @Id() SiteId!: number;
  @rule('password', (v) =>
    typeof v !== 'string'
      ? v == null
        ? 'is required.'
        : 'must be text.'
      : [...v].length > MAX_PASSWORD_LENGTH
        ? `must be text of at most ${MAX_PASSWORD_LENGTH} characters.`
        : null,
  )
  Password!: string;
}

export class SiteInviteBody {
  @Id() SiteId!: number;
  @Text({ max: MAX_EMAIL_LENGTH }) Email!: string;
  @Text({ max: 100, optional: true }) FirstName?: string | null;
  @Text({ max: 100, optional: true }) LastName?: string | null;
  @IsoDate({ optional: true }) AccessEndsOn?: string | null;
}

export class SiteUserIdBody {
  @Id() SiteUserId!: number;
}

export class SiteUserUpdateBody {
  @Id() SiteUserId!: number;
  @Text({ max: 100, optional: true }) FirstName?: string | null;
  @Text({ max: 100, optional: true }) LastName?: string | null;
  @IsoDate({ optional: true }) AccessEndsOn?: string | null;
}

export class SiteLinkBody {
  @Id() SiteId!: number;
  @OneOf(['project', 'folder', 'file'], { what: 'project, folder or file' }) Kind!:
    'project' | 'folder' | 'file';
  @Id() ProjectId!: number;
  @Id({ optional: true }) ItemId?: number | null;
}
