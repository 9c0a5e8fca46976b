/**
 * The SignalR JSON hub protocol of one connection, without I/O: records end with \x1e; the first is the
 * handshake; then 1 invocation (answered by a 3 completion when it has an invocationId), 6 ping, 7 close.
 *
 * Stateful reconnect (protocol version 2, asked for in the negotiation): each side numbers the invocation-type
 * messages it sends (1 to 5) from 1, keeps them until the other side acknowledges them (8 ack, with the highest
 * number received), and when a dropped socket is replaced, says with a 9 sequence message the number of the first
 * message it sends again, then sends every one not acknowledged. A receiver skips what it already had. So a push
 * sent while a tab's socket was down reaches it when the socket is back (docs/realtime.md).
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

/** Invocation, stream item, completion, stream invocation, cancel: the messages stateful reconnect numbers. */
const isSequenced = (type: number) => type >= 1 && type <= 5;

/** ASP.NET Core SignalR's default `StatefulReconnectBufferSize`: 100,000 bytes kept for the other side. */
export const DEFAULT_RESEND_BUFFER_CHARS = 100_000;

export interface HubProtocolOptions {
  /** The negotiation asked for stateful reconnect: a version 2 handshake turns numbering on. */
  statefulReconnect?: boolean;
  /** Characters of unacknowledged messages kept for a resend; past this the connection cannot be resumed. */
  maxResendChars?: number;
}

export class HubProtocol {
  handshaken = false;
  /** Messages are numbered and kept for a resend (stateful reconnect, version 2). */
  sequenced = false;
  readonly groups = new Set<string>();
  private buffer = '';
  /** Our numbered messages the client has not acknowledged yet, oldest first. */
  private unacked: Array<{ id: number; text: string }> = [];
  private unackedChars = 0;
  private sentCount = 0;
  /** The number the client's next numbered message will have, and the highest one we have handled. */
  private nextReceiving = 1;
  private latestReceived = 0;
  private readonly statefulReconnect: boolean;
  private readonly maxResendChars: number;

  constructor(
    private readonly maxRecordChars = DEFAULT_MAX_RECORD_CHARS,
    options: HubProtocolOptions = {},
  ) {
    this.statefulReconnect = options.statefulReconnect ?? false;
    this.maxResendChars = options.maxResendChars ?? DEFAULT_RESEND_BUFFER_CHARS;
  }

  /**
   * The frame of a server message, numbered and kept for a resend when the connection is sequenced. False when
   * the messages the client has not acknowledged would pass `maxResendChars`: the connection must then end.
   */
  outgoing(message: { type: number; [key: string]: unknown }): string | false {
    const text = frame(message);
    if (!this.sequenced || !isSequenced(message.type)) return text;
    if (this.unackedChars + text.length > this.maxResendChars) return false;
    this.sentCount += 1;
    this.unacked.push({ id: this.sentCount, text });
    this.unackedChars += text.length;
    return text;
  }

  /** What to send first on a socket that replaces a dropped one: the sequence message, then every unacknowledged message. */
  resume(): string[] {
    const first = this.unacked[0]?.id ?? this.sentCount + 1;
    return [frame({ type: 9, sequenceId: first }), ...this.unacked.map((m) => m.text)];
  }

  /** Characters of messages kept for the client until it acknowledges them. */
  get unacknowledgedChars(): number {
    return this.unackedChars;
  }

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
    if (this.sequenced && (type === 8 || type === 9)) return this.onSequencing(message, type, reaction);
    if (this.sequenced && isSequenced(type)) {
      const id = this.nextReceiving++;
      // Sent again after a reconnect, and handled already: acknowledged again, not run twice.
      if (id <= this.latestReceived)
        return void reaction.send.push(frame({ type: 8, sequenceId: this.latestReceived }));
      this.latestReceived = id;
    }
    if (type === 1) this.onInvocation(message, reaction);
    else if (type === 6) reaction.send.push(frame({ type: 6 }));
    else if (type === 7) reaction.close = true;
    else if (type === 2 || type === 4) this.fail(reaction, 'Streaming is not supported.');
    // 3 (a completion: the server never invokes the client), 5 (cancel) and unknown types are ignored, as
    // the protocol asks ("future protocol changes can add message types, old clients can ignore them").
    if (this.sequenced && isSequenced(type) && !reaction.close)
      reaction.send.push(frame({ type: 8, sequenceId: this.latestReceived }));
  }

  /** 8 ack: the client has our messages up to `sequenceId`. 9 sequence: the number of the next message it sends. */
  private onSequencing(message: JsonObject, type: 8 | 9, reaction: Reaction): void {
    const sequenceId = field(message, 'sequenceId');
    if (typeof sequenceId !== 'number' || !Number.isSafeInteger(sequenceId) || sequenceId < 0)
      return this.fail(reaction, "Invalid message: 'sequenceId' must be a whole number.");
    if (type === 8) {
      if (sequenceId > this.sentCount)
        return this.fail(reaction, 'Acknowledged a message that was never sent.');
      while (this.unacked.length > 0 && this.unacked[0].id <= sequenceId)
        this.unackedChars -= this.unacked.shift()!.text.length;
      return;
    }
    // As the client does: a sequence past what we have received means messages were lost for good.
    if (sequenceId > this.nextReceiving || sequenceId < 1)
      return this.fail(reaction, "Sequence ID greater than amount of messages we've received.");
    this.nextReceiving = sequenceId;
  }

  private onHandshake(message: JsonObject | undefined, reaction: Reaction): void {
    if (!message) return this.fail(reaction, 'Invalid handshake: expected a JSON object.');
    const protocol = field(message, 'protocol');
    const version = field(message, 'version');
    if (protocol === 'json' && (version === 1 || (version === 2 && this.statefulReconnect))) {
      this.handshaken = true;
      this.sequenced = version === 2;
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
    const completion = this.outgoing(
      error ? { type: 3, invocationId, error } : { type: 3, invocationId, result: null },
    );
    if (completion === false) return this.fail(reaction, 'Too many messages are waiting to be acknowledged.');
    reaction.send.push(completion);
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
