// Local HTTP servers on ephemeral ports for connector tests: real sockets, no fetch mocks.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { parseEnv } from '../../config/env.ts';
import { OutboundPolicy } from '../../modules/connectors/outbound-policy.ts';

/**
 * These servers (and the demo shop started in tests) listen on 127.0.0.1, which connectors refuse
 * by default: tests allow it as an operator would, through CONNECTOR_ALLOWED_HOSTS.
 */
export const loopbackShopsEnv = { CONNECTOR_ALLOWED_HOSTS: '127.0.0.1' };
export const loopbackShopsPolicy = new OutboundPolicy({
  allowedHosts: parseEnv(loopbackShopsEnv).connectorAllowedHosts,
});

export interface TestServer {
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  close(): Promise<void>;
}

export type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
) => void | Promise<void>;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendText(response: ServerResponse, status: number, body: string, type = 'text/html'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

export async function startHttpServer(handler: Handler): Promise<TestServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Promise.resolve(handler(request, response, Buffer.concat(chunks).toString('utf8'))).catch(
        (error: unknown) => {
          sendJson(response, 500, { error: { code: 'test_server', message: String(error) } });
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Accepts connections and never answers: what a hung shop looks like (cat-02). */
export async function startSilentServer(): Promise<TestServer> {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An origin whose port was just released, so nothing listens there (cat-01). */
export async function closedOrigin(): Promise<string> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
