import { ContainerModule } from 'inversify';
import {
  HttpInvitationLinkGateway,
  HttpPasswordGateway,
  HttpProfileGateway,
} from '../adapters/http/account-area-gateways.http';
import { HttpSignupGateway } from '../adapters/http/signup-gateway.http';
import { HttpAccountRestoreGateway } from '../adapters/http/account-restore-gateways.http';
import { RestoreAccount } from '../application/account/restore-account.use-case';
import { AccountRestoreGateway } from '../ports/account-restore-gateway.port';
import { RestoreAccountStore } from '../stores/account/restore-account.store';
import { AcceptInvitation } from '../application/account/accept-invitation.use-case';
import { ChangePassword } from '../application/account/change-password.use-case';
import { EditProfile } from '../application/account/edit-profile.use-case';
import { ResetPassword } from '../application/account/reset-password.use-case';
import { SignUp } from '../application/account/sign-up.use-case';
import { InvitationLinkGateway } from '../ports/invitation-link-gateway.port';
import { PasswordGateway } from '../ports/password-gateway.port';
import { ProfileGateway } from '../ports/profile-gateway.port';
import { SignupGateway } from '../ports/signup-gateway.port';
import { ChangePasswordStore } from '../stores/account/change-password.store';
import { InvitationStore } from '../stores/account/invitation.store';
import { ProfileStore } from '../stores/account/profile.store';
import { ResetPasswordStore } from '../stores/account/reset-password.store';
import { SignupStore } from '../stores/account/signup.store';

/**
 * The account area (issue 17; docs/administration.md): one's password and profile, password resets, accepting an
 * invitation, and signing up for a new workspace (issue 35). Needs the platform ports and the session module's SignIn (an accepted invitation signs the person in).
 */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(HttpPasswordGateway).toSelf().inSingletonScope();
  bind(PasswordGateway).toService(HttpPasswordGateway);
  bind(HttpInvitationLinkGateway).toSelf().inSingletonScope();
  bind(InvitationLinkGateway).toService(HttpInvitationLinkGateway);
  bind(HttpProfileGateway).toSelf().inSingletonScope();
  bind(ProfileGateway).toService(HttpProfileGateway);
  bind(HttpSignupGateway).toSelf().inSingletonScope();
  bind(SignupGateway).toService(HttpSignupGateway);

  bind(ChangePassword).toSelf().inSingletonScope();
  bind(ResetPassword).toSelf().inSingletonScope();
  bind(AcceptInvitation).toSelf().inSingletonScope();
  bind(EditProfile).toSelf().inSingletonScope();
  bind(SignUp).toSelf().inSingletonScope();

  bind(ChangePasswordStore).toSelf().inTransientScope();
  bind(ResetPasswordStore).toSelf().inTransientScope();
  bind(InvitationStore).toSelf().inTransientScope();
  bind(ProfileStore).toSelf().inTransientScope();
  bind(SignupStore).toSelf().inTransientScope();
  bind(HttpAccountRestoreGateway).toSelf().inSingletonScope();
  bind(AccountRestoreGateway).toService(HttpAccountRestoreGateway);
  bind(RestoreAccount).toSelf().inSingletonScope();
  bind(RestoreAccountStore).toSelf().inTransientScope();
});
