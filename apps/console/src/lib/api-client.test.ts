import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client.ts';

function answer(status: number, body?: unknown) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should send JSON to the same origin and return the parsed answer', async () => {
    const fetch = answer(201, { id: 'user-1', email: 'ada@acme.example' });
    vi.stubGlobal('fetch', fetch);
    await expect(api.post('/account/v1/users', { email: 'ada@acme.example' })).resolves.toEqual({
      id: 'user-1',
      email: 'ada@acme.example',
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/account/v1/users');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"ada@acme.example"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('should answer undefined for 204 No Content', async () => {
    vi.stubGlobal('fetch', answer(204));
    await expect(api.post('/account/v1/page-views', { path: '/' })).resolves.toBeUndefined();
  });

  it('should send no Authorization header when signed out', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    await api.get('/account/v1/users');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it.each([400, 404, 409, 500, 599])(
    'should throw an ApiError with the first code for status %i',
    async (status) => {
      vi.stubGlobal(
        'fetch',
        answer(status, { errors: [{ code: 'acc-1', message: 'Email already registered' }] }),
      );
      const error = await api.get('/x').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code: 'acc-1', message: 'Email already registered' });
    },
  );

  it("should turn a network failure into an ApiError with status 0 and 'Failed to fetch'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('NetworkError when attempting to fetch resource.');
      }),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });
});
