import type { Policy } from '@playboard/domain';

/** An access token (unsigned: the console only reads it) carrying `policies`, as a READ-only member's. */
export function tokenWith(policies: Policy[]): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replaceAll('=', '');
  return `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', policies })}.signature`;
}
