import { ContainerModule } from 'inversify';
import { HttpAccountGateway } from '../adapters/http/account-gateway.http';
import { HttpPrivacyConsentGateway } from '../adapters/http/privacy-consent-gateway.http';
import { HttpSessionGateway } from '../adapters/http/session-gateway.http';
import { KeyValueDraftEraser } from '../adapters/storage/key-value-draft-eraser';
import { PrivacyConsentCheck } from '../application/session/privacy-consent.use-case';
import { LoadCurrentUser } from '../application/session/load-current-user.use-case';
import { SessionTimeout } from '../application/session/session-timeout.use-case';
import { SignIn } from '../application/session/sign-in.use-case';
import { SignOut } from '../application/session/sign-out.use-case';
import { SwitchScope } from '../application/session/switch-scope.use-case';
import { AccountGateway } from '../ports/account-gateway.port';
import { DraftEraser } from '../ports/draft-eraser.port';
import { PrivacyConsentGateway } from '../ports/privacy-consent-gateway.port';
import { SessionGateway } from '../ports/session-gateway.port';
import { PrivacyConsentStore } from '../stores/session/privacy-consent.store';
import { SessionStore } from '../stores/session/session.store';
import { SignInStore } from '../stores/session/sign-in.store';

/**
 * Signing in and out (with erasing the drafts of a session that ends), the session time-out, scope switching, and the
 * privacy consent asked after sign-in with the support chat identity (issue 35).
 */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(HttpAccountGateway).toSelf().inSingletonScope();
  bind(AccountGateway).toService(HttpAccountGateway);
  bind(HttpSessionGateway).toSelf().inSingletonScope();
  bind(SessionGateway).toService(HttpSessionGateway);
  // Drafts belong to the forms area, but ending a session erases them, so the eraser is always there.
  bind(KeyValueDraftEraser).toSelf().inSingletonScope();
  bind(DraftEraser).toService(KeyValueDraftEraser);
  bind(SessionTimeout).toSelf().inSingletonScope();
  bind(SignIn).toSelf().inSingletonScope();
  bind(SignOut).toSelf().inSingletonScope();
  bind(LoadCurrentUser).toSelf().inSingletonScope();
  bind(SwitchScope).toSelf().inSingletonScope();
  bind(SessionStore).toSelf().inSingletonScope();
  bind(SignInStore).toSelf().inSingletonScope();
  bind(HttpPrivacyConsentGateway).toSelf().inSingletonScope();
  bind(PrivacyConsentGateway).toService(HttpPrivacyConsentGateway);
  bind(PrivacyConsentCheck).toSelf().inSingletonScope();
  bind(PrivacyConsentStore).toSelf().inSingletonScope();
});
