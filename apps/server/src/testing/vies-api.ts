// A local server answering the shapes of the EU VIES REST check-vat-number endpoint for the billing
// tests (VIES_URL points at it). It knows the numbers in `registered`, records every request, and
// a test makes it busy (`mode = 'busy'`: 500 with MS_UNAVAILABLE, as VIES answers when a member
// state's register is down) or silent (`mode = 'silent'`: never answers, for the timeout).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ViesRequest {
  countryCode: string;
  vatNumber: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
}

interface RegisteredTrader {
  name: string;
  requestIdentifier: string;
}

export async function startViesApi(registered: Record<string, RegisteredTrader>) {
  const requests: ViesRequest[] = [];
  const held: ServerResponse[] = [];
  const state = { mode: 'up' as 'up' | 'busy' | 'silent' };

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      const asked = JSON.parse(raw) as ViesRequest;
      requests.push(asked);
      if (state.mode === 'silent') {
        held.push(response);
        return;
      }
      const answer = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (state.mode === 'busy') {
        answer(500, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] });
        return;
      }
      const trader = registered[`${asked.countryCode}${asked.vatNumber}`];
      answer(200, {
        countryCode: asked.countryCode,
        vatNumber: asked.vatNumber,
        requestDate: '2026-11-22T10:00:00.000Z',
        valid: trader !== undefined,
        // VIES gives a consultation number only to a requester who names itself.
        requestIdentifier: (asked.requesterNumber && trader?.requestIdentifier) || '',
        name: trader?.name ?? '---',
        address: trader ? 'Unter den Linden 5, 10117 Berlin' : '---',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/taxation_customs/vies/rest-api/check-vat-number`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.close(() => resolve());
      }),
  };
}
