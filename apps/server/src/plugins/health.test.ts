import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.ts';

describe('health', async () => {
  const { app } = await testApp();

  it('should answer /healthz', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('should be ready when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('should answer unknown routes with global-404 in the one error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ code: 'global-404' }] });
  });

  it('should serve the OpenAPI document at /docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: expect.any(String), paths: expect.any(Object) });
  });
});
