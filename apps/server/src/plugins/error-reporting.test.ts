// With SENTRY_DSN, an unexpected failure reaches Sentry through the real SDK: a local server
// stands in for Sentry's ingestion endpoint and reads the envelopes the SDK sends.
import { createServer, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config/env.ts';
import { freshDatabase } from '../testing/test-database.ts';

interface Envelope {
  path: string;
  items: Record<string, unknown>[];
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

/** Sentry's envelope endpoint: newline-separated JSON, a header then item headers and payloads. */
async function ingestion() {
  const envelopes: Envelope[] = [];
  const server = createServer((request, response) => {
    void body(request).then((text) => {
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      envelopes.push({
        path: request.url ?? '',
        items: lines.slice(1).map((line) => JSON.parse(line) as Record<string, unknown>),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('ingestion: no port');
  return { port: address.port, envelopes, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('error reporting with SENTRY_DSN', async () => {
  const sentry = await ingestion();
  const config = parseEnv({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SENTRY_DSN: `http://0123456789abcdef@127.0.0.1:${sentry.port}/42`,
  });
  const database = await freshDatabase();
  const app = await buildApp({ config, database });
  app.get('/test/boom', async () => {
    throw new Error('the disk is full');
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await sentry.close();
  });

  it('should send an unexpected failure to Sentry with its request, and answer global-500', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: [{ code: 'global-500', message: 'Internal server error' }] });

    await vi.waitFor(() => expect(sentry.envelopes).toHaveLength(1), { timeout: 5000 });
    const [envelope] = sentry.envelopes;
    expect(new URL(envelope!.path, 'http://sentry').pathname).toBe('/api/42/envelope/');
    const event = envelope!.items.find((item) => 'exception' in item) as {
      exception: { values: { type: string; value: string }[] };
      tags: Record<string, string>;
    };
    expect(event.exception.values.at(-1)).toMatchObject({ type: 'Error', value: 'the disk is full' });
    expect(event.tags).toMatchObject({ method: 'GET', route: '/test/boom', requestId: expect.any(String) });
  });

  it('should send nothing for a failure the client caused', async () => {
    const before = sentry.envelopes.length;
    expect((await app.inject({ method: 'GET', url: '/no/such/route' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/account/v1/users' })).statusCode).toBe(401);
    // Give a wrongly sent report the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentry.envelopes).toHaveLength(before);
  });
});
