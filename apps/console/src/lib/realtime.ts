import { REALTIME } from '@playboard/domain';
import type { Socket } from 'socket.io-client';
import { getUser } from './auth.ts';

let socket: Socket | undefined;
let connectedOrganization: string | undefined;

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

/**
 * Opens the notifications socket for one organisation (spec 1 §4): the access token as auth and
 * organizationUUID as query, websocket only, reconnect from 1 s up to 5 s with jitter 0.5 (Socket.IO's
 * back-off doubles each time), unlimited attempts, 20 s connection timeout.
 */
export async function connectRealtime(organizationId: string | undefined): Promise<void> {
  if (organizationId === connectedOrganization) return;
  disconnectRealtime();
  if (!organizationId) return;
  connectedOrganization = organizationId;
  // Loaded after the first paint: the socket is not needed to show a page.
  const { io } = await import('socket.io-client');
  if (connectedOrganization !== organizationId) return;
  socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    // A function so every reconnection sends the token as renewed by then.
    auth: (send) => send({ token: getUser()?.access_token }),
    query: { organizationUUID: organizationId },
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: REALTIME.reconnectionDelayMs,
    reconnectionDelayMax: REALTIME.reconnectionDelayMaxMs,
    randomizationFactor: REALTIME.randomizationFactor,
    timeout: REALTIME.timeoutMs,
  });
  socket.onAny((event: string, payload: unknown) => {
    for (const handler of handlers.get(event) ?? []) handler(payload);
  });
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = undefined;
  connectedOrganization = undefined;
}

/** Listens to an organisation event (`organization:blocked`, `sync:progress`, ...) across reconnections. */
export function onRealtime(event: string, handler: Handler): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(event, set);
  return () => set.delete(handler);
}
