import { inject, injectable } from 'inversify';
import { reactionToRealtime, type RealtimeMessage } from '../../domain/platform/realtime-events';
import { NotificationCenter } from '../../ports/notification-center.port';
import { Notifier } from '../../ports/notifier.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { Scheduler } from '../../ports/scheduler.port';
import { toastLater } from './delayed-toast';
import { LoadCurrentUser } from '../session/load-current-user.use-case';
import { SignOut } from '../session/sign-out.use-case';

/** Handles the platform events pushed through the hub (platform spec §7). */
@injectable()
export class HandleRealtimeEvent {
  constructor(
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(SignOut) private readonly signOut: SignOut,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(LoadCurrentUser) private readonly currentUser: LoadCurrentUser,
  ) {}

  start(): () => void {
    return this.hub.subscribe((message) => this.received(message));
  }

  received(message: RealtimeMessage): void {
    const reaction = reactionToRealtime(message);
    switch (reaction.type) {
      case 'logout':
        void this.signOut.run({
          warning: reaction.warning,
          serverEnded: true,
          // NextState 'start' reloads the user on /start; any other (or unknown) state signs in again.
          next: reaction.nextState?.toLowerCase() === 'start' ? '/start' : undefined,
        });
        return;
      case 'toast':
        // Error and warning messages appear after 10 ms, like every other (platform spec §8).
        if (reaction.kind === 'error')
          return toastLater(this.scheduler, this.notifier, 'error', reaction.message);
        return this.notifier.show(reaction.kind, reaction.message);
      case 'notification-count':
        return this.notifications.countChanged(reaction.count);
      case 'notifications-changed':
        return this.notifications.refresh();
      case 'invitation-accepted':
        this.notifier.show('success', reaction.message);
        return this.notifications.refresh();
      case 'request-answered':
        this.notifier.show(reaction.kind, reaction.message);
        return this.notifications.refresh();
      case 'access-changed':
        void this.reloadUser(reaction.message);
        return;
      case 'ignore':
        return;
    }
  }

  /**
   * Who the user is, read again (LoadCurrentUser.refresh): menus, guards and actions follow the new roles and teams
   * at once (a page the user may no longer open gives way to the 403 page), and a toast says why.
   */
  private async reloadUser(message: string): Promise<void> {
    if (await this.currentUser.refresh()) this.notifier.show('info', message);
  }
}
