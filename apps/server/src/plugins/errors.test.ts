import { DomainError } from '@playboard/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import errorsPlugin from './errors.ts';

const reportError = vi.fn();

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  app.decorate('reportError', reportError);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({
    email: z.email({ error: 'validation.email' }),
    name: z.string().max(3, { error: 'validation.maxlength' }),
  });
  routes.post('/coded', { config: { errorCodes: { email: 'acc-3' } }, schema: { body } }, async () => 'ok');
  routes.post('/plain', { schema: { body } }, async () => 'ok');
  routes.get('/domain', async () => {
    throw new DomainError('sec-4', 'This link has already been used.', { status: 409 });
  });
  routes.get('/boom', async () => {
    throw new Error('secret stack detail');
  });
  afterAll(() => app.close());
  return app;
}

describe('errors plugin', async () => {
  const app = await appWithRoutes();

  it('should write validation messages that are i18n keys in English', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/plain',
      payload: { email: 'nope', name: 'long' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          code: 'global-400',
          message: 'email: Invalid email format. Try again.; name: Too long. Try again.',
        },
      ],
    });
  });

  it("should use the route's code for an invalid field it names", async () => {
    const invalidEmail = await app.inject({
      method: 'POST',
      url: '/coded',
      payload: { email: 'nope', name: 'ok' },
    });
    expect(invalidEmail.json().errors[0].code).toBe('acc-3');

    const otherField = await app.inject({
      method: 'POST',
      url: '/coded',
      payload: { email: 'a@b.co', name: 'long' },
    });
    expect(otherField.json().errors[0].code).toBe('global-400');
  });

  it('should answer a DomainError with its code and status', async () => {
    const response = await app.inject({ method: 'GET', url: '/domain' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ code: 'sec-4', message: 'This link has already been used.' }],
    });
  });

  it('should answer an unexpected failure with global-500 and no detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: [{ code: 'global-500', message: 'Internal server error' }] });
  });

  it('should report an unexpected failure with its request, and nothing a client caused', async () => {
    reportError.mockClear();
    await app.inject({ method: 'POST', url: '/plain', payload: {} });
    await app.inject({ method: 'GET', url: '/domain' });
    expect(reportError).not.toHaveBeenCalled();

    await app.inject({ method: 'GET', url: '/boom' });

    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'secret stack detail' }), {
      requestId: expect.any(String),
      method: 'GET',
      route: '/boom',
    });
  });
});
