/** Bodies of a site visitor's calls (issue 33; docs/sites.md "API"). Password length is the rules' business (128). */
import { LIMITS } from './limits';
import { Int, MAX_ID, Text } from './schema-rules';

const LINK_HASH = { max: 64 } as const;

export class SiteInvitationBody {
  @Text(LINK_HASH) Hash!: string;
  @Int({ min: 1, max: MAX_ID }) RecordId!: number;
  @Text({ max: LIMITS.password }) Password!: string;
}

export class SitePasswordLoginBody {
  @Text(LINK_HASH) Hash!: string;
  @Text({ max: LIMITS.password }) Password!: string;
}

/** `POST /__mock/site-user/deactivate`: the e2e's and a presenter's stand-in for the administration's deactivate. */
export class MockSiteUserBody {
  @Text({ max: LIMITS.email }) email!: string;
}
