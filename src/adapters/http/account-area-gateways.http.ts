import { inject, injectable } from 'inversify';
import type { InvitationDetails, RegistrationDraft } from '../../domain/account/invitation-answer.entity';
import type { Profile, ProfileDraft } from '../../domain/account/profile.entity';
import type { CurrentUser } from '../../domain/session/current-user';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { InvitationLinkGateway } from '../../ports/invitation-link-gateway.port';
import type { PasswordGateway, ResetLinkStatus } from '../../ports/password-gateway.port';
import type { ProfileGateway } from '../../ports/profile-gateway.port';
import { CurrentUserDto, InvitationDetailsDto, ProfileDto, ResetLinkDto } from './account.dto';
import { ignoreBody, parseDto } from './parse-response';

const parseUser = parseDto(CurrentUserDto);
/** The pages show a refusal in place (a wrong password, a used link): these calls stay out of the global catalogue. */
const IN_PLACE = { skipErrorHandling: true } as const;

/** Passwords over HTTP (docs/api.md "Accounts"). */
@injectable()
export class HttpPasswordGateway implements PasswordGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  change(currentPassword: string, newPassword: string): Promise<HttpResult<unknown>> {
    return this.http.command(
      'account/changepassword',
      { CurrentPassword: currentPassword, NewPassword: newPassword },
      ignoreBody,
      IN_PLACE,
    );
  }

  requestReset(email: string): Promise<HttpResult<unknown>> {
    return this.http.command('account/resetpassword', { Email: email }, ignoreBody, IN_PLACE);
  }

  checkReset(
    hash: string,
    recordId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<{ Status: ResetLinkStatus; Email: string }>> {
    return this.http.get(
      'account/resetpassword/check',
      parseDto(ResetLinkDto),
      { hash, recordId },
      { signal, ...IN_PLACE },
    );
  }

  completeReset(hash: string, recordId: number, newPassword: string): Promise<HttpResult<unknown>> {
    return this.http.command(
      'account/resetpassword/complete',
      { Hash: hash, RecordId: recordId, NewPassword: newPassword },
      ignoreBody,
      IN_PLACE,
    );
  }
}

/** The invitee's calls over HTTP. */
@injectable()
export class HttpInvitationLinkGateway implements InvitationLinkGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  details(hash: string, recordId: number, signal?: AbortSignal): Promise<HttpResult<InvitationDetails>> {
    return this.http.get(
      'invitation/details',
      parseDto(InvitationDetailsDto),
      { hash, recordId },
      { signal, ...IN_PLACE },
    );
  }

  register(hash: string, recordId: number, draft: RegistrationDraft): Promise<HttpResult<CurrentUser>> {
    return this.http.command(
      'invitation/register',
      { Hash: hash, RecordId: recordId, ...draft },
      parseUser,
      IN_PLACE,
    );
  }

  accept(hash: string, recordId: number, email: string, password: string): Promise<HttpResult<CurrentUser>> {
    return this.http.command(
      'invitation/accept',
      { Hash: hash, RecordId: recordId, Email: email, Password: password },
      parseUser,
      IN_PLACE,
    );
  }
}

/** The profile over HTTP. */
@injectable()
export class HttpProfileGateway implements ProfileGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  profile(signal?: AbortSignal): Promise<HttpResult<Profile>> {
    return this.http.get('account/profile', parseDto(ProfileDto), undefined, { signal });
  }

  save(draft: ProfileDraft): Promise<HttpResult<Profile>> {
    return this.http.command('account/profile/update', draft, parseDto(ProfileDto), IN_PLACE);
  }
}
