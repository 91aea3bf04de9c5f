// Realtime notifications (spec 1 §4): Socket.IO on the API's own HTTP server, websocket only.
// A socket authenticates with the access token (`auth.token`) and names one organisation
// (`organizationUUID` query); it joins that organisation's room only if the caller reaches it as
// the organisation's routes do (the tenancy plugin decides).
import { DomainError } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { AuthContext } from '../../plugins/auth.ts';
import { reachScope } from '../../plugins/tenancy.ts';

/** Events sent to an organisation's room (pinned interface). */
export type RealtimeEvent =
  | 'organization:blocked'
  | 'organization:unblocked'
  | 'sync:progress'
  | 'billing:price-plan-updated'
  | 'billing:payment-details-updated';

export interface Realtime {
  /** Sends `event` to every socket of the organisation, in this process (and others with a shared adapter). */
  toOrganization(organizationId: string, event: RealtimeEvent, payload?: unknown): void;
  /** Drops every socket a user holds on an organisation (they were removed from its team). */
  disconnectMember(organizationId: string, userId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const handshakeSchema = z.object({
  token: z.string().min(1),
  organizationId: z.uuid(),
});

export function organizationRoom(organizationId: string): string {
  return `organization:${organizationId}`;
}

/** One member's sockets on one organisation, so removing them from the team can drop those. */
function memberRoom(organizationId: string, userId: string): string {
  return `organization:${organizationId}:member:${userId}`;
}

/** A refused handshake reaches the client as `connect_error` with `data.code` set to the spec code. */
function refusal(code: string, message: string): Error & { data: { code: string } } {
  return Object.assign(new Error(message), { data: { code } });
}

export default fp(
  async function realtime(app: FastifyInstance, options: { serve: boolean }) {
    // A process that does not mount realtime (MODULES without it) has no sockets to deliver to:
    // other modules still call toOrganization, and the event reaches nobody in this process.
    if (!options.serve) {
      app.decorate('realtime', {
        toOrganization(organizationId, event) {
          app.log.debug({ organizationId, event }, 'realtime is not mounted in this process');
        },
        disconnectMember(organizationId, userId) {
          app.log.debug({ organizationId, userId }, 'realtime is not mounted in this process');
        },
      } satisfies Realtime);
      return;
    }

    const io = new Server(app.server, {
      path: '/socket.io',
      transports: ['websocket'],
      serveClient: false,
    });

    io.use(async (socket: Socket, next) => {
      const handshake = handshakeSchema.safeParse({
        token: (socket.handshake.auth as { token?: unknown }).token,
        organizationId: socket.handshake.query.organizationUUID,
      });
      if (!handshake.success) {
        return next(refusal('global-400', 'auth.token and the organizationUUID query are required'));
      }
      const { token, organizationId } = handshake.data;
      let auth: AuthContext;
      try {
        auth = await app.verifyAccessToken(token);
      } catch {
        return next(refusal('global-401', 'The access token is invalid or expired'));
      }
      try {
        await reachScope(
          app,
          auth,
          { scope: 'organization', resource: 'account', level: 'READ' },
          organizationId,
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return next(refusal(error.code, error.message));
      }
      await socket.join([organizationRoom(organizationId), memberRoom(organizationId, auth.userId)]);
      // The socket lives no longer than its token; the client reconnects with a renewed one.
      const { exp = 0 } = decodeJwt(token);
      const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, exp * 1000 - Date.now()));
      socket.once('disconnect', () => clearTimeout(expiry));
      return next();
    });

    app.decorate('realtime', {
      toOrganization(organizationId, event, payload) {
        io.to(organizationRoom(organizationId)).emit(event, payload ?? {});
      },
      disconnectMember(organizationId, userId) {
        io.in(memberRoom(organizationId, userId)).disconnectSockets(true);
      },
    } satisfies Realtime);

    // Socket.IO's own close() would also close the HTTP server, which Fastify closes itself.
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'realtime', dependencies: ['auth', 'db', 'tenancy'] },
);
