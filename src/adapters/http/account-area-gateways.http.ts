import { inject, injectable } from 'inversify';
import type { InvitationDetails, RegistrationDraft } from '../../domain/account/invitation-answer.entity';
import type { Profile, ProfileDraft } from '../../domain/account/profile.entity';
import type { CurrentUser } from '../../domain/session/current-user';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { InvitationLinkGateway } from '../../ports/invitation-link-gateway.port';
import type {
  PasswordGateway,
  PasswordResetGateway,
  ResetLinkStatus,
} from '../../ports/password-gateway.port';
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

  private readonly reset = new HttpPasswordResetCalls(this.http, MEMBER_RESET_PATHS);

  requestReset(email: string): Promise<HttpResult<unknown>> {
    return this.reset.requestReset(email);
  }

  checkReset(
    hash: string,
    recordId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<{ Status: ResetLinkStatus; Email: string }>> {
    return this.reset.checkReset(hash, recordId, signal);
  }

  completeReset(hash: string, recordId: number, newPassword: string): Promise<HttpResult<unknown>> {
    return this.reset.completeReset(hash, recordId, newPassword);
  }
}

/** Where a reset's three calls go: the members' or a site account's. */
interface ResetPaths {
  request: string;
  check: string;
  complete: string;
}
const MEMBER_RESET_PATHS: ResetPaths = {
  request: 'account/resetpassword',
  check: 'account/resetpassword/check',
  complete: 'account/resetpassword/complete',
};
const SITE_RESET_PATHS: ResetPaths = {
  request: 'siteaccount/reset-password',
  check: 'siteaccount/reset-password/check',
  complete: 'siteaccount/reset-password/complete',
};

/** A password reset's calls over HTTP, to the paths of its flavour (the same bodies and answers for both). */
class HttpPasswordResetCalls implements PasswordResetGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly paths: ResetPaths,
  ) {}

  requestReset(email: string): Promise<HttpResult<unknown>> {
    return this.http.command(this.paths.request, { Email: email }, ignoreBody, IN_PLACE);
  }

  checkReset(
    hash: string,
    recordId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<{ Status: ResetLinkStatus; Email: string }>> {
    return this.http.get(
      this.paths.check,
      parseDto(ResetLinkDto),
      { hash, recordId },
      { signal, ...IN_PLACE },
    );
  }

  completeReset(hash: string, recordId: number, newPassword: string): Promise<HttpResult<unknown>> {
    return this.http.command(
      this.paths.complete,
      { Hash: hash, RecordId: recordId, NewPassword: newPassword },
      ignoreBody,
      IN_PLACE,
    );
  }
}

/** A site account's password reset over HTTP (docs/sites.md "Password reset"). */
@injectable()
export class HttpSitePasswordResetGateway implements PasswordResetGateway {
  private readonly reset: HttpPasswordResetCalls;

  constructor(@inject(HttpClient) http: HttpClient) {
    this.reset = new HttpPasswordResetCalls(http, SITE_RESET_PATHS);
  }

  requestReset(email: string): Promise<HttpResult<unknown>> {
    return this.reset.requestReset(email);
  }

  checkReset(
    hash: string,
    recordId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<{ Status: ResetLinkStatus; Email: string }>> {
    return this.reset.checkReset(hash, recordId, signal);
  }

  completeReset(hash: string, recordId: number, newPassword: string): Promise<HttpResult<unknown>> {
    return this.reset.completeReset(hash, recordId, newPassword);
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
