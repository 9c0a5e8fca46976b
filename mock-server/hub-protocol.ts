/**
 * The SignalR JSON hub protocol of one connection, without I/O: records end with \x1e; the first is the
 * handshake; then 1 invocation (answered by a 3 completion when it has an invocationId), 6 ping, 7 close.
 */
export const RS = '\x1e';

export const frame = (message: object) => JSON.stringify(message) + RS;

/** Any record a client sends, before it is checked. */
interface HubRecord {
  type?: unknown;
  protocol?: unknown;
  version?: unknown;
  target?: unknown;
  arguments?: unknown;
  invocationId?: unknown;
}

/** What to do after receiving text: frames to send, then maybe close. */
export interface Reaction {
  send: string[];
  close: boolean;
}

function parseRecord(record: string): HubRecord | undefined {
  try {
    const parsed: unknown = JSON.parse(record);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export class HubProtocol {
  handshaken = false;
  readonly groups = new Set<string>();
  private buffer = '';

  /** Feeds a WebSocket text message (which may hold several records, or part of one). */
  receive(text: string): Reaction {
    this.buffer += text;
    const reaction: Reaction = { send: [], close: false };
    let end: number;
    while (!reaction.close && (end = this.buffer.indexOf(RS)) >= 0) {
      const record = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      this.onRecord(record, reaction);
    }
    return reaction;
  }

  private onRecord(record: string, reaction: Reaction): void {
    const message = parseRecord(record);
    if (!message) {
      reaction.send.push(frame({ type: 7, error: 'Invalid JSON record.', allowReconnect: false }));
      reaction.close = true;
    } else if (!this.handshaken) {
      if (message.protocol === 'json' && message.version === 1) {
        this.handshaken = true;
        reaction.send.push(frame({}));
      } else {
        const error = `Protocol '${String(message.protocol)}' version ${String(message.version)} is not supported.`;
        reaction.send.push(frame({ error }));
        reaction.close = true;
      }
    } else if (message.type === 1) {
      this.onInvocation(message, reaction);
    } else if (message.type === 6) {
      reaction.send.push(frame({ type: 6 }));
    } else if (message.type === 7) {
      reaction.close = true;
    }
  }

  /** Hub methods are matched case-insensitively, as ASP.NET Core SignalR does. */
  private onInvocation(message: HubRecord, reaction: Reaction): void {
    const target = typeof message.target === 'string' ? message.target.toLowerCase() : '';
    const [group] = Array.isArray(message.arguments) ? message.arguments : [];
    let error: string | undefined;
    if ((target === 'joingroup' || target === 'leavegroup') && typeof group === 'string' && group !== '') {
      if (target === 'joingroup') this.groups.add(group);
      else this.groups.delete(group);
    } else {
      error = `Unknown hub method '${String(message.target)}' or bad arguments.`;
    }
    const invocationId = message.invocationId;
    if (typeof invocationId !== 'string') return;
    reaction.send.push(
      frame(error ? { type: 3, invocationId, error } : { type: 3, invocationId, result: null }),
    );
  }
}
