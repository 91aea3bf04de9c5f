// A look at what a merchant's URL answers (a banner's image), through the connectors' outbound
// policy: the server reaches only where it may reach a shop, so the check is no way into its own
// network. A URL refused by the policy, unreachable or too slow is not judged here.
import { DomainError } from '@playboard/domain';
import type { OutboundPolicy } from './outbound-policy.ts';
import { shopRequest } from './shop-http.ts';

/** What a URL answered: its status and content type. */
interface UrlProbe {
  status: number;
  contentType: string | null;
}

// A save waits for the probe: a few seconds at most, however long a sync may wait for a shop.
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Asks `url` for its headers (HEAD, or GET when HEAD is not allowed, reading at most 16 MB);
 * undefined when the policy refuses it or it cannot be reached in time.
 */
export async function probeUrl(
  url: string,
  options: { policy?: OutboundPolicy | undefined; timeoutMs?: number | undefined },
): Promise<UrlProbe | undefined> {
  const timeoutMs = Math.min(options.timeoutMs ?? PROBE_TIMEOUT_MS, PROBE_TIMEOUT_MS);
  const ask = async (method: 'HEAD' | 'GET') => {
    const response = await shopRequest(new URL(url), {
      method,
      ...(options.policy ? { policy: options.policy } : {}),
      timeoutMs,
      maxBytes: 16 * 1024 * 1024,
      headers: { accept: 'image/*,*/*;q=0.5' },
    });
    return { status: response.status, contentType: response.headers.get('content-type') };
  };
  try {
    const head = await ask('HEAD');
    return head.status === 405 || head.status === 501 ? await ask('GET') : head;
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}
