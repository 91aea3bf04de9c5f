import { describe, expect, it } from 'vitest';
import { siteConnectionFormSchema, siteCreateSchema, toSiteCreate } from './site-connection.ts';

const base = { name: 'Demo Shop', url: 'https://shop.example', environment: 'PRODUCTION' } as const;

function firstIssue(input: unknown) {
  const issue = siteConnectionFormSchema.safeParse(input).error?.issues[0];
  return issue && { path: issue.path.join('.'), message: issue.message };
}

describe('siteConnectionFormSchema', () => {
  it('should require the security token for a module connection', () => {
    expect(firstIssue({ ...base, kind: 'module', securityKey: '  ' })).toEqual({
      path: 'securityKey',
      message: 'validation.required',
    });
  });

  it('should require an http(s) feed URL and a format for a feed, and no token', () => {
    expect(firstIssue({ ...base, kind: 'feed', feedUrl: 'ftp://shop.example/feed', format: 'csv' })).toEqual({
      path: 'feedUrl',
      message: 'validation.url',
    });
    expect(firstIssue({ ...base, kind: 'feed', feedUrl: 'https://shop.example/f.xml', format: '' })).toEqual({
      path: 'format',
      message: 'validation.option',
    });
    expect(
      siteConnectionFormSchema.safeParse({
        ...base,
        kind: 'feed',
        feedUrl: 'https://shop.example/f.xml',
        format: 'google-xml',
      }).success,
    ).toBe(true);
  });

  it('should report every empty field of the form at once', () => {
    const issues = siteConnectionFormSchema.safeParse({
      name: '',
      url: '',
      environment: 'TEST',
      kind: 'module',
      securityKey: '',
    }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'validation.required'],
      ['url', 'validation.required'],
      ['securityKey', 'validation.required'],
    ]);
  });
});

describe('toSiteCreate', () => {
  it('should send the token with a module connection', () => {
    const body = toSiteCreate('WOOCOMMERCE', { ...base, kind: 'module', securityKey: 'tok' });
    expect(body).toEqual({
      ...base,
      platform: 'WOOCOMMERCE',
      securityKey: 'tok',
      connection: { kind: 'module' },
    });
    expect(siteCreateSchema.safeParse(body).success).toBe(true);
  });

  it('should send a feed or push connection without a token for a custom shop', () => {
    const feed = toSiteCreate('CUSTOM', {
      ...base,
      kind: 'feed',
      feedUrl: 'https://s.example/p.json',
      format: 'json',
    });
    expect(feed.securityKey).toBeUndefined();
    expect(siteCreateSchema.safeParse(feed).success).toBe(true);
    expect(siteCreateSchema.safeParse(toSiteCreate('CUSTOM', { ...base, kind: 'push' })).success).toBe(true);
  });
});

describe('siteCreateSchema', () => {
  it('should refuse a module platform without its security key, or with a feed', () => {
    expect(siteCreateSchema.safeParse({ ...base, platform: 'PRESTASHOP' }).error?.issues[0]?.path).toEqual([
      'securityKey',
    ]);
    expect(
      siteCreateSchema.safeParse({
        ...base,
        platform: 'MAGENTO',
        securityKey: 'k',
        connection: { kind: 'push' },
      }).success,
    ).toBe(false);
  });
});
