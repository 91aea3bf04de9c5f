import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { isPublicAddress, OutboundPolicy, PUBLIC_ONLY } from './outbound-policy.ts';
import { shopRequest } from './shop-http.ts';
import { closedOrigin, sendText, startHttpServer } from '../../testing/shops/test-server.ts';

const policyAllowing = (hosts: string) =>
  new OutboundPolicy({ allowedHosts: parseEnv({ CONNECTOR_ALLOWED_HOSTS: hosts }).connectorAllowedHosts });

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '::127.0.0.1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '64:ff9b::127.0.0.1',
    '2002:7f00:1::1',
    'not an address',
  ])('should refuse %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('should take %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('OutboundPolicy', () => {
  it('should trust an allowed host name on any port, or on the one port it names', () => {
    const policy = policyAllowing('shop.internal,feeds.internal:8080');

    expect(policy.trusts(new URL('https://shop.internal/x'))).toBe(true);
    expect(policy.trusts(new URL('http://SHOP.internal:81/'))).toBe(true);
    expect(policy.trusts(new URL('http://feeds.internal:8080/feed.csv'))).toBe(true);
    expect(policy.trusts(new URL('http://feeds.internal/feed.csv'))).toBe(false);
    expect(policy.trusts(new URL('http://other.internal/'))).toBe(false);
  });

  it('should allow the addresses of an allowed network and public ones, nothing else', () => {
    const policy = policyAllowing('10.1.0.0/16,fd00::/8');

    expect(policy.allowsAddress('10.1.2.3')).toBe(true);
    expect(policy.allowsAddress('::ffff:10.1.2.3')).toBe(true);
    expect(policy.allowsAddress('fd00::5')).toBe(true);
    expect(policy.allowsAddress('8.8.8.8')).toBe(true);
    expect(policy.allowsAddress('10.2.0.1')).toBe(false);
    expect(policy.allowsAddress('127.0.0.1')).toBe(false);
  });

  it('should trust what is under a URL the server configured, and nothing beside it', () => {
    const policy = PUBLIC_ONLY.trusting('http://localhost:3000/demo-shop');

    expect(policy.trusts(new URL('http://localhost:3000/demo-shop'))).toBe(true);
    expect(policy.trusts(new URL('http://localhost:3000/demo-shop/wp-json/playboard/v1/status'))).toBe(true);
    expect(policy.trusts(new URL('http://localhost:3000/demo-shop/../mailbox'))).toBe(false);
    expect(policy.trusts(new URL('http://localhost:3000/demo-shopping'))).toBe(false);
    expect(policy.trusts(new URL('http://localhost:3000/mailbox'))).toBe(false);
    expect(policy.trusts(new URL('http://localhost:3001/demo-shop'))).toBe(false);
    expect(PUBLIC_ONLY.trusts(new URL('http://localhost:3000/demo-shop'))).toBe(false);
  });
});

describe('shopRequest with the default policy', () => {
  const refusal = (url: string) =>
    shopRequest(new URL(url), { timeoutMs: 2000 }).then(
      () => ({ code: 'connected', message: '' }),
      (error: { code: string; message: string }) => error,
    );

  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0x7f.1/',
    'http://localhost/',
  ])('should refuse %s with mot-13 before connecting', async (url) => {
    expect(await refusal(url)).toMatchObject({ code: 'mot-13', message: expect.stringMatching(/public/) });
  });

  it('should answer an open and a closed loopback port alike, so ports cannot be scanned', async () => {
    const open = await startHttpServer((_request, response) => sendText(response, 200, 'open'));
    const closed = await closedOrigin();

    const [fromOpen, fromClosed] = await Promise.all([refusal(open.origin), refusal(closed)]);
    await open.close();

    expect(fromOpen).toMatchObject({ code: 'mot-13' });
    expect(fromClosed).toMatchObject({ code: 'mot-13' });
    expect(fromOpen.message.replace(/:\d+/, '')).toBe(fromClosed.message.replace(/:\d+/, ''));
  });
});
