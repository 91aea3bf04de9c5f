import { DomainError, translate } from '@playboard/domain';

/** A spec error with the catalogue's English text (`errors.<code>`), as the console would show it. */
export function accountError(code: string, status: number): DomainError {
  return new DomainError(code, translate(`errors.${code}`), { status });
}
