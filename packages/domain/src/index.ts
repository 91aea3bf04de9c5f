export { DomainError } from './errors/domain-error.ts';
export const CLIENT_VERSION = '1.281.0';
