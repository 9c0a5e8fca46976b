/**
 * The SignalR JSON hub protocol of one connection, without I/O: records end with \x1e; the first is the
 * handshake; then 1 invocation (answered by a 3 completion when it has an invocationId), 6 ping, 7 close.
 *
 * Every record comes from an untrusted client, so it is read defensively: only own properties of a plain
 * JSON object, checked for their type, and never converted with String() (an object whose `toString` is
 * not a function throws there). A malformed handshake is answered with a handshake error, a malformed
 * message with a close message (type 7) carrying an error; both close the connection.
 */
export const RS = '\x1e';

export const frame = (message: object) => JSON.stringify(message) + RS;

/** ASP.NET Core SignalR's default `MaximumReceiveMessageSize`. */
export const DEFAULT_MAX_RECORD_CHARS = 32 * 1024;
export const MAX_GROUPS_PER_CONNECTION = 32;
export const MAX_GROUP_NAME_CHARS = 256;

/** What to do after receiving text: frames to send, then maybe close. */
export interface Reaction {
  send: string[];
  close: boolean;
}

type JsonObject = Record<string, unknown>;

function parseObject(record: string): JsonObject | undefined {
  try {
    const parsed: unknown = JSON.parse(record);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as JsonObject)
      : undefined;
  } catch {
    return undefined;
  }
}

/** An own property only: `{"constructor":…}` or `{"__proto__":…}` are plain data, nothing is inherited. */
const field = (message: JsonObject, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(message, key) ? message[key] : undefined;

/** A short, safe description of a client's value for an error text. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 40)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  return Array.isArray(value) ? 'an array' : 'an object';
}

const closeWith = (error: string) => frame({ type: 7, error, allowReconnect: false });

export class HubProtocol {
  handshaken = false;
  readonly groups = new Set<string>();
  private buffer = '';

  constructor(private readonly maxRecordChars = DEFAULT_MAX_RECORD_CHARS) {}

  /** Feeds a WebSocket text message (which may hold several records, or part of one). */
  receive(text: string): Reaction {
    const reaction: Reaction = { send: [], close: false };
    const records = (this.buffer + text).split(RS);
    this.buffer = records.pop() ?? '';
    for (const record of records) {
      if (record.length > this.maxRecordChars) this.fail(reaction, this.tooLarge());
      else this.onRecord(record, reaction);
      if (reaction.close) break;
    }
    // An unterminated record may not grow past the limit: without a separator it would otherwise grow forever.
    if (!reaction.close && this.buffer.length > this.maxRecordChars) this.fail(reaction, this.tooLarge());
    if (reaction.close) this.buffer = '';
    return reaction;
  }

  /** The frame that ends the connection with `error`: a handshake error before the handshake, else a close. */
  failure(error: string): string {
    return this.handshaken ? closeWith(error) : frame({ error });
  }

  private tooLarge(): string {
    return `The maximum message size of ${this.maxRecordChars} characters was exceeded.`;
  }

  private fail(reaction: Reaction, error: string): void {
    reaction.send.push(this.failure(error));
    reaction.close = true;
  }

  private onRecord(record: string, reaction: Reaction): void {
    const message = parseObject(record);
    if (!this.handshaken) return this.onHandshake(message, reaction);
    if (!message) return this.fail(reaction, 'Invalid JSON record: expected an object.');
    const type = field(message, 'type');
    if (typeof type !== 'number' || !Number.isInteger(type))
      return this.fail(reaction, "Invalid message: 'type' must be an integer.");
    if (type === 1) this.onInvocation(message, reaction);
    else if (type === 6) reaction.send.push(frame({ type: 6 }));
    else if (type === 7) reaction.close = true;
    else if (type === 2 || type === 4) this.fail(reaction, 'Streaming is not supported.');
    // 3 (a completion: the server never invokes the client), 5 (cancel) and unknown types are ignored, as
    // the protocol asks ("future protocol changes can add message types, old clients can ignore them").
  }

  private onHandshake(message: JsonObject | undefined, reaction: Reaction): void {
    if (!message) return this.fail(reaction, 'Invalid handshake: expected a JSON object.');
    const protocol = field(message, 'protocol');
    const version = field(message, 'version');
    if (protocol === 'json' && version === 1) {
      this.handshaken = true;
      reaction.send.push(frame({}));
    } else {
      this.fail(reaction, `Protocol '${describe(protocol)}' version ${describe(version)} is not supported.`);
    }
  }

  /** Hub methods are matched case-insensitively, as ASP.NET Core SignalR does. */
  private onInvocation(message: JsonObject, reaction: Reaction): void {
    const target = field(message, 'target');
    const args = field(message, 'arguments') ?? [];
    const invocationId = field(message, 'invocationId') ?? undefined;
    if (
      typeof target !== 'string' ||
      !Array.isArray(args) ||
      !['string', 'undefined'].includes(typeof invocationId)
    )
      return this.fail(
        reaction,
        'Invalid invocation: expected a string target, an arguments array, a string invocationId.',
      );
    const error = this.invoke(target, args);
    if (typeof invocationId !== 'string') return;
    reaction.send.push(
      frame(error ? { type: 3, invocationId, error } : { type: 3, invocationId, result: null }),
    );
  }

  /** Runs a hub method; returns its error, if any. */
  private invoke(target: string, args: unknown[]): string | undefined {
    const method = target.toLowerCase();
    const [group] = args;
    if ((method !== 'joingroup' && method !== 'leavegroup') || args.length !== 1 || typeof group !== 'string')
      return `Unknown hub method '${describe(target)}' or bad arguments.`;
    if (group === '' || group.length > MAX_GROUP_NAME_CHARS)
      return `A group name has 1 to ${MAX_GROUP_NAME_CHARS} characters.`;
    if (method === 'leavegroup') this.groups.delete(group);
    else if (this.groups.size >= MAX_GROUPS_PER_CONNECTION && !this.groups.has(group))
      return `A connection joins at most ${MAX_GROUPS_PER_CONNECTION} groups.`;
    else this.groups.add(group);
    return undefined;
  }
}
