import { DomainError } from '@playboard/domain';

/** Spec 1 §8 codes a connector raises, with the HTTP status the Main API answers them with. */
const connectorFailures = {
  'mot-9': { status: 400, message: 'The Playboard module is not installed in the shop' },
  'mot-10': { status: 400, message: 'The Playboard module is installed but not enabled' },
  'mot-11': { status: 400, message: 'The security key was refused by the shop' },
  'mot-12': { status: 400, message: 'Cannot connect to the shop; check the URL and the module' },
  'mot-13': { status: 400, message: 'The URL is not valid' },
  'mot-14': { status: 400, message: 'This URL does not answer as a shop with the Playboard module' },
  'mot-16': { status: 400, message: 'The Playboard module is out of date' },
  'mot-17': { status: 409, message: 'This site URL is already registered in the organization' },
  'cat-01': { status: 502, message: 'The site cannot be reached' },
  'cat-02': { status: 504, message: 'The connection to the site timed out' },
  'cat-03': { status: 502, message: 'The shop answered with an internal server error' },
} as const;

export type ConnectorFailureCode = keyof typeof connectorFailures;

/** A DomainError with the spec code, its Main API status and a message naming what went wrong. */
export function connectorError(code: ConnectorFailureCode, detail?: string): DomainError {
  const failure = connectorFailures[code];
  return new DomainError(code, detail ? `${failure.message}: ${detail}` : failure.message, {
    status: failure.status,
  });
}

export function isConnectorFailureCode(code: string): code is ConnectorFailureCode {
  return Object.hasOwn(connectorFailures, code);
}
