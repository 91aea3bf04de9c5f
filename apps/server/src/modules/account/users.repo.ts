import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';

/** Users are looked up across organisations (sign-up, sign-in, links); callers never list them. */
export function createUsersRepo(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async insert(user: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row as UserRow;
    },

    async update(
      id: string,
      patch: Partial<
        Pick<
          NewUserRow,
          | 'email'
          | 'firstName'
          | 'lastName'
          | 'name'
          | 'language'
          | 'commercialCommunications'
          | 'passwordHash'
          | 'emailVerifiedAt'
        >
      >,
    ): Promise<UserRow | undefined> {
      // Drizzle skips undefined fields and refuses an update with nothing left to set.
      if (Object.values(patch).every((value) => value === undefined)) return this.findById(id);
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },
  };
}
