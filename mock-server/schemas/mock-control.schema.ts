/** Bodies of the mock-only control routes (docs/api.md, "Mock-only control routes"). */
import { LIMITS } from './limits';
import { AnyJson, Flag, Int, JsonObject, Num, Text } from './schema-rules';

export class FaultBody {
  @Text({ max: 500 }) path!: string;
  @Text({ max: 10, optional: true }) method?: string;
  @Int({ min: 200, max: 599, optional: true }) status?: number;
  @JsonObject() body?: Record<string, unknown>;
  @Int({ min: 0, max: 60_000, optional: true }) delayMs?: number;
  @Flag() abort?: boolean;
  @Int({ min: 1, max: 1000, optional: true }) times?: number;
}

export class PushBody {
  @Text({ max: LIMITS.email, optional: true }) email?: string;
  @Text({ max: 100 }) listener!: string;
  @AnyJson() data?: unknown;
  /** Cut the user's hub sockets first, as a network failure would (needs `email`). */
  @Flag() drop?: boolean;
}

export class MockSessionBody {
  @Text({ max: LIMITS.email }) email!: string;
  @Num({ min: 0.001, max: 1440 }) minutes!: number;
}

export class MockClockBody {
  /** At most a day at a time. */
  @Int({ min: 1, max: 86_400_000 }) advanceMs!: number;
}

/** `POST /api/__mock/reports/run-due`: deliver the scheduled report filters due up to `until` (ISO instant; default now). */
export class RunDueBody {
  @Text({ max: 40, optional: true }) until?: string;
}
