import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { shopRequest } from './shop-http.ts';
import { loopbackShopsPolicy, startHttpServer } from '../../testing/shops/test-server.ts';

const feed = JSON.stringify({ products: [{ id: 'p-1', name: { en: 'Kettle' } }] });
const server = await startHttpServer((request, response) => {
  if (request.url === '/bomb') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    response.end(gzipSync(Buffer.alloc(1024 * 1024, ' ')));
    return;
  }
  if (request.url === '/stalls') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"products": [');
    return;
  }
  const accepted = request.headers['accept-encoding'] ?? '';
  response.writeHead(200, {
    'content-type': 'application/json',
    ...(accepted.includes('gzip') ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(accepted.includes('gzip') ? gzipSync(feed) : feed);
});
afterAll(() => server.close());

describe('shopRequest', () => {
  it('should ask for a compressed body and hand back the decompressed text', async () => {
    const response = await shopRequest(new URL(`${server.origin}/feed.json`), {
      timeoutMs: 2000,
      policy: loopbackShopsPolicy,
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.body.toString('utf8')).toBe(feed);
  });

  it('should count the limit on the decompressed body, so a small download cannot unpack past it', async () => {
    const request = shopRequest(new URL(`${server.origin}/bomb`), {
      timeoutMs: 2000,
      maxBytes: 64 * 1024,
      policy: loopbackShopsPolicy,
    });

    await expect(request).rejects.toMatchObject({ code: 'mot-14' });
  });

  it('should fail with cat-02 when the body stops arriving', async () => {
    const request = shopRequest(new URL(`${server.origin}/stalls`), {
      timeoutMs: 2000,
      bodyTimeoutMs: 300,
      policy: loopbackShopsPolicy,
    });

    await expect(request).rejects.toMatchObject({ code: 'cat-02' });
  });
});
