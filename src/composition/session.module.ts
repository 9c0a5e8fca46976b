import { ContainerModule } from 'inversify';
import { HttpAccountGateway } from '../adapters/http/account-gateway.http';
import { HttpSessionGateway } from '../adapters/http/session-gateway.http';
import { LoadCurrentUser } from '../application/session/load-current-user.use-case';
import { SessionTimeout } from '../application/session/session-timeout.use-case';
import { SignIn } from '../application/session/sign-in.use-case';
import { SignOut } from '../application/session/sign-out.use-case';
import { SwitchScope } from '../application/session/switch-scope.use-case';
import { AccountGateway } from '../ports/account-gateway.port';
import { SessionGateway } from '../ports/session-gateway.port';
import { SessionStore } from '../stores/session.store';
import { SignInStore } from '../stores/sign-in.store';

/** Signing in and out, the session time-out and scope switching. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(HttpAccountGateway).toSelf().inSingletonScope();
  bind(AccountGateway).toService(HttpAccountGateway);
  bind(HttpSessionGateway).toSelf().inSingletonScope();
  bind(SessionGateway).toService(HttpSessionGateway);
  bind(SessionTimeout).toSelf().inSingletonScope();
  bind(SignIn).toSelf().inSingletonScope();
  bind(SignOut).toSelf().inSingletonScope();
  bind(LoadCurrentUser).toSelf().inSingletonScope();
  bind(SwitchScope).toSelf().inSingletonScope();
  bind(SessionStore).toSelf().inSingletonScope();
  bind(SignInStore).toSelf().inSingletonScope();
});
