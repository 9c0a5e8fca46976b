import { inject, injectable } from 'inversify';
import { newPasswordProblems, type PasswordContext } from '../../domain/account/password.rules';
import { messageOf } from '../../domain/platform/error-catalogue';
import type { CurrentUser } from '../../domain/session/current-user';
import { SITE_PASSWORD_ENTRY_KEY } from '../../domain/sites/site-paths';
import type { SiteInvitation } from '../../domain/sites/site-visit.entity';
import type { HttpResult } from '../../ports/http-client.port';
import { KeyValueStore } from '../../ports/key-value-store.port';
import { SiteVisitGateway } from '../../ports/site-visit-gateway.port';
import { SignIn } from '../session/sign-in.use-case';

/** What a way into a site came to: in, refused with a message (and the field it is about), or not active. */
export type SiteEntryOutcome =
  | { kind: 'in'; user: CurrentUser }
  | { kind: 'not-active' }
  | { kind: 'refused'; message: string; field: 'password' | 'form'; retryAfter: boolean };

export type SiteInvitationOutcome = { ok: true; invitation: SiteInvitation } | { ok: false; message: string };

const UNREACHABLE = 'The site could not be reached. Check your connection and try again.';

/**
 * A site visitor comes in (docs/use-cases/sites.md): through an invitation (registering, or signing in with the
 * site account the address already has), with their e-mail and password, or with a single-password site's
 * password. Once in, the session starts as a member's does (SignIn.signedIn). A single-password site is remembered in
 * the browser, so that a sign-out or a 401 brings the visitor back to that site's sign-in page.
 */
@injectable()
export class EnterSite {
  constructor(
    @inject(SiteVisitGateway) private readonly gateway: SiteVisitGateway,
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(KeyValueStore) private readonly storage: KeyValueStore,
  ) {}

  async invitation(hash: string, recordId: number): Promise<SiteInvitationOutcome> {
    const result = await this.gateway.invitation(hash, recordId);
    return result.ok ? { ok: true, invitation: result.data } : { ok: false, message: UNREACHABLE };
  }

  /** The new password's problems, as the server's rules would find them (the same rules as members'). */
  passwordProblems(password: string, confirmation: string, context: PasswordContext) {
    return newPasswordProblems({ password, confirmation }, context);
  }

  async register(hash: string, recordId: number, password: string): Promise<SiteEntryOutcome> {
    return this.entered(await this.gateway.register(hash, recordId, password), null);
  }

  async acceptWithPassword(hash: string, recordId: number, password: string): Promise<SiteEntryOutcome> {
    return this.entered(await this.gateway.loginWithInvitation(hash, recordId, password), null);
  }

  async withAccount(email: string, password: string): Promise<SiteEntryOutcome> {
    return this.entered(await this.gateway.login(email.trim(), password), null);
  }

  async withSitePassword(siteHash: string, password: string): Promise<SiteEntryOutcome> {
    return this.entered(await this.gateway.passwordLogin(siteHash, password), siteHash);
  }

  /** The single-password site this browser last entered, if any: its sign-in page is the site's way back in. */
  rememberedSite(): string | null {
    return this.storage.read(SITE_PASSWORD_ENTRY_KEY);
  }

  forgetSite(): void {
    this.storage.remove(SITE_PASSWORD_ENTRY_KEY);
  }

  private async entered(result: HttpResult<CurrentUser>, siteHash: string | null): Promise<SiteEntryOutcome> {
    if (result.ok) {
      if (siteHash === null) this.forgetSite();
      else this.storage.write(SITE_PASSWORD_ENTRY_KEY, siteHash);
      await this.signIn.signedIn(result.data);
      return { kind: 'in', user: result.data };
    }
    const { failure } = result;
    if (failure.kind !== 'status' || failure.status >= 500)
      return { kind: 'refused', message: UNREACHABLE, field: 'form', retryAfter: false };
    if (failure.status === 403 && failure.payload.IsSiteNotActive === true) return { kind: 'not-active' };
    const text = messageOf(failure.payload);
    // The server names the field a message is about as "Password: …".
    const named = /^Password: (.*)$/s.exec(text);
    return {
      kind: 'refused',
      message: named ? named[1]! : text,
      field: named ? 'password' : 'form',
      retryAfter: failure.status === 429,
    };
  }
}
