import { DomainError, errorCatalogue } from '@playboard/domain';

/** Spec 1 §8 codes a connector raises; their HTTP status is the domain error catalogue's. */
const connectorFailures = {
  'mot-9': 'The Playboard module is not installed in the shop',
  'mot-10': 'The Playboard module is installed but not enabled',
  'mot-11': 'The security key was refused by the shop',
  'mot-12': 'Cannot connect to the shop; check the URL and the module',
  'mot-13': 'The URL is not valid',
  'mot-14': 'This URL does not answer as a shop with the Playboard module',
  'mot-16': 'The Playboard module is out of date',
  'mot-17': 'This site URL is already registered in the organization',
  'cat-01': 'The site cannot be reached',
  'cat-02': 'The connection to the site timed out',
  'cat-03': 'The shop answered with an internal server error',
} as const;

export type ConnectorFailureCode = keyof typeof connectorFailures;

/** A DomainError with the spec code, its Main API status and a message naming what went wrong. */
export function connectorError(code: ConnectorFailureCode, detail?: string): DomainError {
  const message = connectorFailures[code];
  return new DomainError(code, detail ? `${message}: ${detail}` : message, {
    status: errorCatalogue[code].status,
  });
}

export function isConnectorFailureCode(code: string): code is ConnectorFailureCode {
  return Object.hasOwn(connectorFailures, code);
}
