/** Bodies every area shares. */
import { Allow } from 'class-validator';

/** A call that takes no input (`{}`): whatever is sent is dropped. */
export class EmptyBody {
  // One allowed-and-ignored property gives the class validation metadata, so every other key is stripped.
  @Allow() private readonly _?: never;
}
