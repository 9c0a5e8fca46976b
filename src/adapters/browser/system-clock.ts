import { injectable } from 'inversify';
import type { Clock } from '../../ports/clock.port';

@injectable()
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
