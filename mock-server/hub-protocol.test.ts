import { describe, expect, it } from 'vitest';
import { HubProtocol, MAX_GROUPS_PER_CONNECTION, RS } from './hub-protocol';

const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

function handshaken(maxRecordChars?: number): HubProtocol {
  const protocol = new HubProtocol(maxRecordChars);
  expect(protocol.receive(HANDSHAKE)).toEqual({ send: [`{}${RS}`], close: false });
  return protocol;
}

const closeWith = (error: string) => ({
  send: [`{"type":7,"error":${JSON.stringify(error)},"allowReconnect":false}${RS}`],
  close: true,
});

describe('the hub protocol reads every handshake defensively', () => {
  it.each([
    [
      'an object whose toString is null',
      '{"protocol":{"toString":null},"version":1}',
      "Protocol 'an object' version 1 is not supported.",
    ],
    [
      'an object whose valueOf throws on use',
      '{"protocol":{"valueOf":{},"toString":{}},"version":{"toString":null}}',
      "Protocol 'an object' version an object is not supported.",
    ],
    [
      'inherited-looking keys only',
      '{"__proto__":{"protocol":"json","version":1}}',
      "Protocol 'missing' version missing is not supported.",
    ],
    [
      'constructor as protocol',
      '{"protocol":"constructor","version":"1"}',
      "Protocol 'constructor' version 1 is not supported.",
    ],
    [
      'the version as a string',
      '{"protocol":"json","version":"1"}',
      "Protocol 'json' version 1 is not supported.",
    ],
    ['an array', '[{"protocol":"json","version":1}]', 'Invalid handshake: expected a JSON object.'],
    ['a number', '42', 'Invalid handshake: expected a JSON object.'],
    ['null', 'null', 'Invalid handshake: expected a JSON object.'],
    ['not JSON', '{"protocol":', 'Invalid handshake: expected a JSON object.'],
    ['an empty record', '', 'Invalid handshake: expected a JSON object.'],
  ])('answers %s with a handshake error and closes', (_name, record, error) => {
    expect(new HubProtocol().receive(record + RS)).toEqual({
      send: [`${JSON.stringify({ error })}${RS}`],
      close: true,
    });
  });

  it('accepts the handshake split across messages, followed by a record in the same message', () => {
    const protocol = new HubProtocol();
    expect(protocol.receive('{"protocol":"js')).toEqual({ send: [], close: false });
    expect(protocol.receive(`on","version":1}${RS}{"type":6}${RS}`)).toEqual({
      send: [`{}${RS}`, `{"type":6}${RS}`],
      close: false,
    });
  });
});

describe('the hub protocol reads every message defensively', () => {
  it.each([
    ['a non-object', '"hello"', 'Invalid JSON record: expected an object.'],
    ['not JSON', '{type:1}', 'Invalid JSON record: expected an object.'],
    ['a missing type', '{"target":"JoinGroup"}', "Invalid message: 'type' must be an integer."],
    ['a string type', '{"type":"1"}', "Invalid message: 'type' must be an integer."],
    ['a fractional type', '{"type":1.5}', "Invalid message: 'type' must be an integer."],
    [
      'a type only under __proto__',
      '{"__proto__":{"type":6}}',
      "Invalid message: 'type' must be an integer.",
    ],
    [
      'an object target',
      '{"type":1,"target":{"toString":null},"arguments":[]}',
      'Invalid invocation: expected a string target, an arguments array, a string invocationId.',
    ],
    [
      'object arguments',
      '{"type":1,"target":"JoinGroup","arguments":{"0":"a"}}',
      'Invalid invocation: expected a string target, an arguments array, a string invocationId.',
    ],
    [
      'a numeric invocationId',
      '{"type":1,"target":"JoinGroup","arguments":["a"],"invocationId":1}',
      'Invalid invocation: expected a string target, an arguments array, a string invocationId.',
    ],
    [
      'a stream invocation',
      '{"type":4,"target":"x","arguments":[],"invocationId":"1"}',
      'Streaming is not supported.',
    ],
    ['a stream item', '{"type":2,"invocationId":"1","item":1}', 'Streaming is not supported.'],
  ])('closes with an error on %s', (_name, record, error) => {
    expect(handshaken().receive(record + RS)).toEqual(closeWith(error));
  });

  it('ignores completions, cancellations and unknown message types, as the protocol asks', () => {
    const protocol = handshaken();
    const records = [
      '{"type":3,"invocationId":"1"}',
      '{"type":5,"invocationId":"1"}',
      '{"type":99}',
      '{"type":-1}',
    ];
    expect(protocol.receive(records.map((record) => record + RS).join(''))).toEqual({
      send: [],
      close: false,
    });
  });

  it('answers a bad hub call with a completion error and keeps the connection', () => {
    const protocol = handshaken();
    const calls = [
      '{"type":1,"target":"constructor","arguments":["a"],"invocationId":"1"}',
      '{"type":1,"target":"JoinGroup","arguments":[{"toString":null}],"invocationId":"2"}',
      '{"type":1,"target":"JoinGroup","arguments":[""],"invocationId":"3"}',
      '{"type":1,"target":"joingroup","arguments":["__proto__"],"invocationId":"4"}',
    ];
    const reaction = protocol.receive(calls.map((call) => call + RS).join(''));
    expect(reaction.close).toBe(false);
    expect(reaction.send.map((text) => JSON.parse(text.slice(0, -1)) as unknown)).toEqual([
      { type: 3, invocationId: '1', error: "Unknown hub method 'constructor' or bad arguments." },
      { type: 3, invocationId: '2', error: "Unknown hub method 'JoinGroup' or bad arguments." },
      { type: 3, invocationId: '3', error: 'A group name has 1 to 256 characters.' },
      { type: 3, invocationId: '4', result: null },
    ]);
    expect([...protocol.groups]).toEqual(['__proto__']);
  });

  it(`lets a connection join at most ${MAX_GROUPS_PER_CONNECTION} groups`, () => {
    const protocol = handshaken();
    const join = (group: string) =>
      protocol.receive(
        `{"type":1,"target":"JoinGroup","arguments":["${group}"],"invocationId":"${group}"}${RS}`,
      ).send[0];
    for (let i = 0; i < MAX_GROUPS_PER_CONNECTION; i++) join(`g${i}`);
    expect(join('one-too-many')).toContain('A connection joins at most 32 groups.');
    expect(join('g0')).toContain('"result":null');
    expect(protocol.groups.size).toBe(MAX_GROUPS_PER_CONNECTION);
  });
});

describe('the hub protocol bounds what it holds', () => {
  it('closes when an unterminated record grows past the limit, and drops what it held', () => {
    const protocol = handshaken(100);
    expect(protocol.receive('x'.repeat(60))).toEqual({ send: [], close: false });
    expect(protocol.receive('x'.repeat(60))).toEqual(
      closeWith('The maximum message size of 100 characters was exceeded.'),
    );
  });

  it('closes on a terminated record past the limit, before the handshake too', () => {
    expect(new HubProtocol(100).receive(`${' '.repeat(101)}${RS}`)).toEqual({
      send: [`{"error":"The maximum message size of 100 characters was exceeded."}${RS}`],
      close: true,
    });
  });

  it('stops at the record that closes: later records in the same message are not read', () => {
    expect(handshaken().receive(`{"type":7}${RS}{"type":6}${RS}`)).toEqual({ send: [], close: true });
  });
});

describe('stateful reconnect (protocol version 2, when negotiated)', () => {
  const V2 = `{"protocol":"json","version":2}${RS}`;
  const join = (id: string, group = 'background') =>
    `{"type":1,"invocationId":"${id}","target":"JoinGroup","arguments":["${group}"]}${RS}`;
  const completion = (id: string) => `{"type":3,"invocationId":"${id}","result":null}${RS}`;
  const ack = (n: number) => `{"type":8,"sequenceId":${n}}${RS}`;
  const push = { type: 1, target: 'message', arguments: [{ Listener: 'x', Data: null }] };

  function sequenced(maxResendChars?: number): HubProtocol {
    const protocol = new HubProtocol(undefined, { statefulReconnect: true, maxResendChars });
    expect(protocol.receive(V2)).toEqual({ send: [`{}${RS}`], close: false });
    expect(protocol.sequenced).toBe(true);
    return protocol;
  }

  it('refuses version 2 when the negotiation did not ask for it, and stays unnumbered on version 1', () => {
    expect(new HubProtocol().receive(V2)).toEqual({
      send: [`${JSON.stringify({ error: "Protocol 'json' version 2 is not supported." })}${RS}`],
      close: true,
    });
    const v1 = new HubProtocol(undefined, { statefulReconnect: true });
    v1.receive(HANDSHAKE);
    expect(v1.sequenced).toBe(false);
    expect(v1.receive(join('1'))).toEqual({ send: [completion('1')], close: false });
    expect(v1.outgoing(push)).toBe(JSON.stringify(push) + RS);
    expect(v1.resume()).toEqual([`{"type":9,"sequenceId":1}${RS}`]);
  });

  it('acknowledges what the client sends, and runs a message sent again after a reconnect only once', () => {
    const protocol = sequenced();
    expect(protocol.receive(join('1'))).toEqual({ send: [completion('1'), ack(1)], close: false });
    expect(protocol.receive(join('2', 'backend'))).toEqual({ send: [completion('2'), ack(2)], close: false });
    // The client reconnects and sends again from its message 2, which we had: acknowledged, not run again.
    expect(protocol.receive(`{"type":9,"sequenceId":2}${RS}${join('2', 'backend')}`)).toEqual({
      send: [ack(2)],
      close: false,
    });
    expect([...protocol.groups]).toEqual(['background', 'backend']);
    expect(protocol.receive(join('3', 'third'))).toEqual({ send: [completion('3'), ack(3)], close: false });
  });

  it('keeps its own messages until acknowledged, and sends the rest again after the sequence message', () => {
    const protocol = sequenced();
    protocol.receive(join('1')); // our message 1: its completion
    protocol.outgoing(push); // 2
    protocol.outgoing(push); // 3
    expect(protocol.resume()).toEqual([
      `{"type":9,"sequenceId":1}${RS}`,
      completion('1'),
      ...Array(2).fill(JSON.stringify(push) + RS),
    ]);
    expect(protocol.receive(ack(2))).toEqual({ send: [], close: false });
    expect(protocol.resume()).toEqual([`{"type":9,"sequenceId":3}${RS}`, JSON.stringify(push) + RS]);
    protocol.receive(ack(3));
    expect(protocol.unacknowledgedChars).toBe(0);
    expect(protocol.resume()).toEqual([`{"type":9,"sequenceId":4}${RS}`]);
    // Pings and acks are not numbered.
    expect(protocol.receive(`{"type":6}${RS}`)).toEqual({ send: [`{"type":6}${RS}`], close: false });
  });

  it('stops keeping messages past its limit, so that the connection ends instead of growing', () => {
    const protocol = sequenced(JSON.stringify(push).length * 2 + 2);
    expect(protocol.outgoing(push)).not.toBe(false);
    expect(protocol.outgoing(push)).not.toBe(false);
    expect(protocol.outgoing(push)).toBe(false);
    protocol.receive(ack(1));
    expect(protocol.outgoing(push)).not.toBe(false);
  });

  it.each([
    ['an ack of a message never sent', ack(5), 'Acknowledged a message that was never sent.'],
    [
      'a sequence past what was received',
      `{"type":9,"sequenceId":7}${RS}`,
      "Sequence ID greater than amount of messages we've received.",
    ],
    [
      'a sequence id that is not a whole number',
      `{"type":8,"sequenceId":"1"}${RS}`,
      "Invalid message: 'sequenceId' must be a whole number.",
    ],
    [
      'a negative sequence id',
      `{"type":9,"sequenceId":-1}${RS}`,
      "Invalid message: 'sequenceId' must be a whole number.",
    ],
  ])('closes on %s', (_name, record, error) => {
    expect(sequenced().receive(record)).toEqual(closeWith(error));
  });
});
