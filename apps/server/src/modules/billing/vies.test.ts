import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { askVies, viesNumber } from './vies.ts';

/** The next answer of the local endpoint: its status and raw body. */
const next = { status: 200, body: '' };
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () =>
    response.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = {
  viesUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/check-vat-number`,
  viesTimeoutMs: 1000,
  viesRequesterVatNumber: undefined,
};

async function answer(status: number, body: unknown) {
  next.status = status;
  next.body = typeof body === 'string' ? body : JSON.stringify(body);
  return askVies(config, 'DE123456789', 'DE');
}

describe('viesNumber', () => {
  it('should send the member state code and the number without prefix, spaces, dots or dashes', () => {
    expect(viesNumber('de 123.456-789', 'DE')).toEqual({ countryCode: 'DE', vatNumber: '123456789' });
    expect(viesNumber('123456789', 'DE')).toEqual({ countryCode: 'DE', vatNumber: '123456789' });
    expect(viesNumber('EL094259216', 'GR')).toEqual({ countryCode: 'EL', vatNumber: '094259216' });
    expect(viesNumber('GR094259216', 'GR')).toEqual({ countryCode: 'EL', vatNumber: '094259216' });
  });
});

describe('askVies', () => {
  it('should take a registered number with its name and consultation number', async () => {
    expect(await answer(200, { valid: true, name: 'ACME GMBH', requestIdentifier: 'WAPI1' })).toEqual({
      kind: 'valid',
      name: 'ACME GMBH',
      requestIdentifier: 'WAPI1',
    });
  });

  it('should read the "---" name and the empty consultation number VIES gives as none', async () => {
    expect(await answer(200, { valid: true, name: '---', requestIdentifier: '' })).toEqual({
      kind: 'valid',
      name: null,
      requestIdentifier: null,
    });
  });

  it('should take valid false and INVALID_INPUT as a number VIES does not know', async () => {
    expect(await answer(200, { valid: false, userError: 'INVALID' })).toEqual({ kind: 'invalid' });
    expect(await answer(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] })).toEqual({
      kind: 'invalid',
    });
  });

  it.each([
    ['a member state down', 200, { valid: false, userError: 'MS_UNAVAILABLE' }],
    ['too many requests', 500, { actionSucceed: false, errorWrappers: [{ error: 'MS_MAX_CONCURRENT_REQ' }] }],
    ['a gateway error page', 502, '<html>Bad Gateway</html>'],
    ['an answer without a verdict', 200, { countryCode: 'DE' }],
  ])('should take %s as VIES not answering', async (_case, status, body) => {
    expect(await answer(status, body)).toMatchObject({ kind: 'unavailable' });
  });

  it('should take a refused connection as VIES not answering', async () => {
    const closed = { ...config, viesUrl: 'http://127.0.0.1:9/check-vat-number' };

    expect(await askVies(closed, 'DE123456789', 'DE')).toMatchObject({ kind: 'unavailable' });
  });
});
