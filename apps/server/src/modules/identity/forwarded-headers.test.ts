import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { testApp } from '../../testing/test-app.ts';

const behindOtherProxies = (await testApp({ MODULES: 'identity', TRUST_PROXY: '10.0.0.1,192.168.0.0/16' }))
  .app;
const behindLoopback = (await testApp({ MODULES: 'identity', TRUST_PROXY: '10.0.0.1,127.0.0.1' })).app;
const trustingNoProxy = (await testApp({ MODULES: 'identity' })).app;

/** The discovery document as a client at 127.0.0.1 asks for it, claiming to forward for another host. */
async function discoveryOf(app: App) {
  const response = await app.inject({
    method: 'GET',
    url: '/oidc/.well-known/openid-configuration',
    headers: { host: 'playboard.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    remoteAddress: '127.0.0.1',
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { issuer: string; authorization_endpoint: string; token_endpoint: string };
}

describe('the identity provider behind proxies', () => {
  it('should ignore X-Forwarded-* from a peer that TRUST_PROXY does not list', async () => {
    const discovery = await discoveryOf(behindOtherProxies);

    expect(discovery.authorization_endpoint).toBe('http://playboard.example/oidc/auth');
    expect(discovery.token_endpoint).toBe('http://playboard.example/oidc/token');
  });

  it('should believe X-Forwarded-* from a peer that TRUST_PROXY lists', async () => {
    const discovery = await discoveryOf(behindLoopback);

    expect(discovery.authorization_endpoint).toBe('https://evil.example/oidc/auth');
  });

  it('should ignore X-Forwarded-* when no proxy is trusted', async () => {
    const discovery = await discoveryOf(trustingNoProxy);

    expect(discovery.authorization_endpoint).toBe('http://playboard.example/oidc/auth');
  });
});
