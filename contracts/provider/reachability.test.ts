import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { unreachableReason } from './reachability';

const servers: { close(): unknown }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function listening<T extends Server | ReturnType<typeof createTcpServer>>(server: T) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('whether a backend can be reached', () => {
  it('is yes for any HTTP answer, a 404 included', async () => {
    const url = await listening(createHttpServer((_req, res) => res.writeHead(404).end()));
    expect(await unreachableReason(url)).toBeUndefined();
  });

  it('is no, at once, when nothing listens on the port', async () => {
    const closed = createTcpServer();
    const url = await listening(closed);
    await new Promise((resolve) => closed.close(resolve));
    const started = Date.now();
    expect(await unreachableReason(url)).toBe(`connection refused (nothing listens on ${new URL(url).host})`);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is no when the server accepts the connection but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => sockets.push(socket));
    const url = await listening(silent);
    servers.push({ close: () => sockets.forEach((socket) => socket.destroy()) });
    expect(await unreachableReason(url, 300)).toBe('no answer within 0.3 s');
  });
});
