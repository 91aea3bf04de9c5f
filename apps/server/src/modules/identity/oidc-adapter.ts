import { and, eq, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/index.ts';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** oidc-provider storage in Postgres: one row per model instance, the payload as jsonb. */
export class PostgresOidcAdapter implements Adapter {
  readonly #db: Database;
  readonly #model: string;

  constructor(db: Database, model: string) {
    this.#db = db;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.#db
      .insert(oidcPayloads)
      .values({ model: this.#model, id, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
  }

  async #findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.#db
      .select()
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, this.#model),
          condition,
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    return {
      ...(row.payload as AdapterPayload),
      ...(row.consumedAt ? { consumed: epoch(row.consumedAt) } : {}),
    };
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.#db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.grantId, grantId)));
  }
}

/** Deletes every expired row; oidc-provider never asks for them again. */
export async function purgeExpiredOidcPayloads(db: Database): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(and(isNotNull(oidcPayloads.expiresAt), lt(oidcPayloads.expiresAt, new Date())))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
