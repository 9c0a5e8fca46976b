import type { Profile, ProfileDraft } from '../domain/account/profile.entity';
import type { HttpResult } from './http-client.port';

/** The signed-in user's profile (docs/api.md "Accounts"). */
export interface ProfileGateway {
  profile(signal?: AbortSignal): Promise<HttpResult<Profile>>;
  save(draft: ProfileDraft): Promise<HttpResult<Profile>>;
}
export const ProfileGateway = Symbol('ProfileGateway');
