/**
 * The clock of the areas that let tests move time (sharing: codes, tokens, rate windows): the server's clock plus an
 * offset that `POST /api/__mock/clock` advances and a reset clears. Sessions and the sign-in throttle keep theirs.
 */
export class MockClock {
  private offset = 0;

  constructor(private readonly base: () => number = Date.now) {}

  now(): number {
    return this.base() + this.offset;
  }

  advance(ms: number): void {
    this.offset += ms;
  }

  reset(): void {
    this.offset = 0;
  }
}
