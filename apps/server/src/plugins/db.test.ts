import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fromPool } from '../db/client.ts';
import dbPlugin from './db.ts';

describe('db plugin', () => {
  it('should outlive PostgreSQL closing an idle connection of the pool', async () => {
    // No connection is opened: the pool connects on its first query.
    const handle = fromPool(new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }));
    const app = Fastify({ logger: false });
    await app.register(dbPlugin, { handle });
    await app.ready();

    const closed = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(() => handle.pool!.emit('error', closed)).not.toThrow();

    await app.close();
    await handle.close();
  });
});
