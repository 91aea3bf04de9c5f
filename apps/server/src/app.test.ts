import { describe, expect, it } from 'vitest';
import { testApp } from './testing/test-app.ts';

describe('MODULES', async () => {
  const { app } = await testApp({ MODULES: 'flags' });

  it('should mount only the modules listed', async () => {
    const flags = await app.inject({ method: 'GET', url: '/flags/api/frontend' });
    expect(flags.statusCode).toBe(200);

    for (const url of ['/account/v1/users', '/mailbox', `/main/v1/organizations/${crypto.randomUUID()}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('should keep health and docs in every process', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const docs = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain('/flags/api/frontend');
  });
});

describe('the OpenAPI document', async () => {
  const { app } = await testApp();

  it('should describe the Account, Main and flags routes with their tags, and leave the mailbox pages out', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/docs/json' })).json();

    expect(paths['/account/v1/users'].post.tags).toEqual(['account']);
    expect(paths['/account/v1/users/confirmations/{token}'].get.tags).toEqual(['account']);
    expect(paths['/account/v1/organizations/{id}'].patch.tags).toEqual(['account']);
    expect(paths['/main/v1/organizations/{id}'].get.tags).toEqual(['main']);
    expect(paths['/flags/api/frontend/client/metrics'].post.tags).toEqual(['flags']);
    expect(paths['/mailbox']).toBeUndefined();
  });
});
