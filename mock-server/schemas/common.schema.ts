/** Bodies every area shares. */
import { Allow } from 'class-validator';
import { Id } from './schema-rules';

/** A call that takes no input (`{}`): whatever is sent is dropped. */
export class EmptyBody {
  // One allowed-and-ignored property gives the class validation metadata, so every other key is stripped.
  @Allow() private readonly _?: never;
}

/** One of the signed-in user's notifications (docs/api.md). */
export class NotificationIdBody {
  @Id() NotificationId!: number;
}
