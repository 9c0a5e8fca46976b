import { injectable } from 'inversify';
import type { UniqueIds } from '../../ports/unique-ids.port';

/** Random UUIDs from the browser's cryptographic generator. */
@injectable()
export class CryptoUniqueIds implements UniqueIds {
  next(): string {
    return crypto.randomUUID();
  }
}
