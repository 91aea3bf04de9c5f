import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, moduleNames, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('should default to port 3000, ./.data, every module and a public URL on localhost', () => {
    const config = parseEnv({});

    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\/\.data$/);
    expect(config.consoleDir).toMatch(/apps\/console\/dist$/);
    expect([...config.modules].sort()).toEqual([...moduleNames].sort());
    expect(config.smtpUrl).toBeUndefined();
    expect(config.flagsOn).toEqual([]);
  });

  it('should read PORT, DATA_DIR, FLAGS_ON and MODULES', () => {
    const config = parseEnv({
      PORT: '3101',
      DATA_DIR: '/tmp/account',
      FLAGS_ON: 'PLAY_USAGE, PLAY_QUERY_RANKING',
      MODULES: 'account,mail',
      PUBLIC_URL: 'https://console.example.com/',
    });

    expect(config.port).toBe(3101);
    expect(config.dataDir).toBe('/tmp/account');
    expect(config.flagsOn).toEqual(['PLAY_USAGE', 'PLAY_QUERY_RANKING']);
    expect([...config.modules]).toEqual(['account', 'mail']);
    expect(config.publicUrl).toBe('https://console.example.com');
  });

  it('should relay the flags to FLAGS_URL with its FLAGS_CLIENT_KEY, never beside FLAGS_ON', () => {
    expect(parseEnv({}).flagService).toBeUndefined();
    expect(
      parseEnv({ FLAGS_URL: 'https://edge.example.com/api/frontend/', FLAGS_CLIENT_KEY: '*:production.abc' })
        .flagService,
    ).toEqual({ url: 'https://edge.example.com/api/frontend', clientKey: '*:production.abc' });
    expect(() => parseEnv({ FLAGS_URL: 'https://edge.example.com/api/frontend' })).toThrow(
      /FLAGS_CLIENT_KEY/,
    );
    expect(() =>
      parseEnv({
        FLAGS_URL: 'https://edge.example.com/api/frontend',
        FLAGS_CLIENT_KEY: 'k',
        FLAGS_ON: 'PLAY_USAGE',
      }),
    ).toThrow(/FLAGS_ON/);
    expect(() => parseEnv({ FLAGS_URL: 'edge:3063', FLAGS_CLIENT_KEY: 'k' })).toThrow(/FLAGS_URL/);
  });

  it('should allow 10 account requests per 15 minutes unless ACCOUNT_RATE_LIMIT says otherwise', () => {
    expect(parseEnv({}).accountRateLimit).toBe(10);
    expect(parseEnv({ ACCOUNT_RATE_LIMIT: '100' }).accountRateLimit).toBe(100);
    expect(() => parseEnv({ ACCOUNT_RATE_LIMIT: '0' })).toThrow(/ACCOUNT_RATE_LIMIT/);
  });

  it('should start two search threads on several cores, none on one, unless SEARCH_THREADS says otherwise', () => {
    const cores = availableParallelism();
    expect(parseEnv({}).searchThreads).toBe(cores > 1 ? 2 : 0);
    expect(parseEnv({ SEARCH_THREADS: '0' }).searchThreads).toBe(0);
    expect(parseEnv({ SEARCH_THREADS: '6' }).searchThreads).toBe(6);
    expect(() => parseEnv({ SEARCH_THREADS: '-1' })).toThrow(/SEARCH_THREADS/);
    expect(() => parseEnv({ SEARCH_THREADS: 'many' })).toThrow(/SEARCH_THREADS/);
  });

  it('should read CONNECTOR_ALLOWED_HOSTS as host names, host:port, addresses and ranges, none by default', () => {
    expect(parseEnv({}).connectorAllowedHosts).toEqual([]);
    expect(
      parseEnv({
        CONNECTOR_ALLOWED_HOSTS:
          'Shop.Internal, shop.internal:8080, [fd00::1]:8443, 10.1.2.3, 10.0.0.0/8, fd00::/8',
      }).connectorAllowedHosts,
    ).toEqual([
      { kind: 'host', hostname: 'shop.internal' },
      { kind: 'host', hostname: 'shop.internal', port: 8080 },
      { kind: 'host', hostname: '[fd00::1]', port: 8443 },
      { kind: 'network', address: '10.1.2.3', prefix: 32, family: 'ipv4' },
      { kind: 'network', address: '10.0.0.0', prefix: 8, family: 'ipv4' },
      { kind: 'network', address: 'fd00::', prefix: 8, family: 'ipv6' },
    ]);
    for (const bad of [
      'http://shop.internal',
      'shop.internal/path',
      'user@shop',
      '10.0.0.0/33',
      '10.0.0.0/',
      'a b',
    ]) {
      expect(() => parseEnv({ CONNECTOR_ALLOWED_HOSTS: bad })).toThrow(`"${bad}" is not a host name`);
    }
  });

  it('should keep the billing test clock off by default and refuse it in production', () => {
    expect(parseEnv({}).billingTestClock).toBe(false);
    expect(parseEnv({ PLAY_BILLING_TEST_CLOCK: 'true' }).billingTestClock).toBe(true);
    expect(() => parseEnv({ PLAY_BILLING_TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'not-a-key' })).toThrow(ConfigError);
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' }).stripeSecretKey).toBe('sk_test_abc');
  });

  it('should check VAT numbers in format only by default, and with the EU VIES endpoint under VAT_CHECK=vies', () => {
    expect(parseEnv({})).toMatchObject({
      vatCheck: 'format',
      viesUrl: 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number',
      viesTimeoutMs: 10_000,
    });
    expect(parseEnv({ VAT_CHECK: 'vies', VIES_URL: 'http://127.0.0.1:9/check' })).toMatchObject({
      vatCheck: 'vies',
      viesUrl: 'http://127.0.0.1:9/check',
    });
    expect(() => parseEnv({ VAT_CHECK: 'online' })).toThrow(ConfigError);
    expect(() => parseEnv({ VIES_URL: 'ftp://vies.example' })).toThrow(ConfigError);
    expect(parseEnv({}).viesRequesterVatNumber).toBeUndefined();
    expect(parseEnv({ VIES_REQUESTER_VAT_NUMBER: 'es b-12345674' }).viesRequesterVatNumber).toBe(
      'ESB12345674',
    );
    expect(() => parseEnv({ VIES_REQUESTER_VAT_NUMBER: 'B12345674' })).toThrow(ConfigError);
  });

  it('should list every bad variable in one error', () => {
    const parse = () => parseEnv({ PORT: 'eighty', SMTP_URL: 'http://mail', MODULES: 'account,payments' });

    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/PORT[\s\S]*SMTP_URL[\s\S]*MODULES/);
  });

  it('should take a Sentry DSN and refuse a URL Sentry could not read', () => {
    expect(parseEnv({ SENTRY_DSN: 'https://0123abcd@o1.ingest.sentry.io/4506' }).sentryDsn).toBe(
      'https://0123abcd@o1.ingest.sentry.io/4506',
    );
    expect(() => parseEnv({ SENTRY_DSN: 'https://public-key@sentry.example.com/42' })).toThrow(
      /SENTRY_DSN: must be a Sentry DSN/,
    );
    expect(() => parseEnv({ SENTRY_DSN: 'https://sentry.example.com/42' })).toThrow(/SENTRY_DSN/);
  });
});
