// The EU's VIES service (VAT_CHECK=vies, docs/billing.md): whether a VAT number is registered for
// intra-EU trade, asked through its REST check-vat-number endpoint. VIES is often busy or cannot
// reach a member state's register: such answers (timeouts, 5xx, MS_UNAVAILABLE...) say nothing
// about the number, which stays "not verified yet" until a later try.
import { z } from 'zod';
import type { Config } from '../../config/env.ts';

/** What VIES said of a VAT number. */
export type ViesAnswer =
  | { kind: 'valid'; name: string | null; requestIdentifier: string | null }
  | { kind: 'invalid' }
  | { kind: 'unavailable'; reason: string };

/** ISO country codes VIES knows under another code (Greece is EL). */
const VIES_COUNTRY_CODES: Readonly<Record<string, string>> = { GR: 'EL' };

/** VIES's own verdicts: anything else in userError or errorWrappers means it could not answer. */
const NUMBER_VERDICTS = new Set(['VALID', 'INVALID', 'INVALID_INPUT']);

const viesResponseSchema = z.object({
  valid: z.boolean().optional(),
  userError: z.string().optional(),
  name: z.string().nullish(),
  requestIdentifier: z.string().nullish(),
  errorWrappers: z.array(z.object({ error: z.string() })).optional(),
});

/** The member state code and the number without its country prefix, as VIES takes them. */
export function viesNumber(taxId: string, country: string): { countryCode: string; vatNumber: string } {
  const countryCode = VIES_COUNTRY_CODES[country] ?? country;
  const compact = taxId.toUpperCase().replace(/[\s.-]/g, '');
  const vatNumber = [countryCode, country].reduce(
    (number, prefix) => (number.startsWith(prefix) ? number.slice(prefix.length) : number),
    compact,
  );
  return { countryCode, vatNumber };
}

/** VIES answers "---" for a name it does not disclose, and "" for a missing consultation number. */
function given(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '---' ? null : trimmed;
}

/** The seller as VIES's requester (`ESB12345674` → ES, B12345674): VIES then answers a consultation number. */
function requester(vatNumber: string | undefined) {
  if (!vatNumber) return {};
  return { requesterMemberStateCode: vatNumber.slice(0, 2), requesterNumber: vatNumber.slice(2) };
}

/** Asks VIES whether the VAT number `taxId` of `country` (ISO 3166-1 alpha-2) is registered. */
export async function askVies(
  config: Pick<Config, 'viesUrl' | 'viesTimeoutMs' | 'viesRequesterVatNumber'>,
  taxId: string,
  country: string,
): Promise<ViesAnswer> {
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(config.viesUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...viesNumber(taxId, country), ...requester(config.viesRequesterVatNumber) }),
      signal: AbortSignal.timeout(config.viesTimeoutMs),
    });
    status = response.status;
    body = await response.json().catch(() => null);
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
  const parsed = viesResponseSchema.safeParse(body);
  if (!parsed.success) return { kind: 'unavailable', reason: `HTTP ${status}: not a VIES answer` };
  const answer = parsed.data;
  const errors = [answer.userError, ...(answer.errorWrappers ?? []).map(({ error }) => error)].filter(
    (error): error is string => error !== undefined,
  );
  if (errors.includes('INVALID_INPUT')) return { kind: 'invalid' };
  const unanswered = errors.filter((error) => !NUMBER_VERDICTS.has(error));
  if (status >= 300 || unanswered.length > 0 || answer.valid === undefined) {
    return {
      kind: 'unavailable',
      reason: `HTTP ${status}${unanswered.length ? `: ${unanswered.join(', ')}` : ''}`,
    };
  }
  if (!answer.valid) return { kind: 'invalid' };
  return { kind: 'valid', name: given(answer.name), requestIdentifier: given(answer.requestIdentifier) };
}
