import type { AddressBody } from "@boutique/shared/schemas/address";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { addresses, countries } from "../customers/customers.tables";

export type AddressRow = typeof addresses.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Namespace of the per-customer advisory lock: the first of its two int4 keys (ASCII "ADDR"). */
const ADDRESS_LOCK = 0x41444452;

const fields = (body: AddressBody) => ({
  firstName: body.first_name,
  lastName: body.last_name,
  email: body.email,
  mobile: body.mobile,
  countryCode: body.country,
  state: body.state,
  city: body.city,
  address1: body.address1,
  address2: body.address2,
  zip: body.zip,
});

/** A customer's address rows; every query is scoped to the owner, so another user's id finds nothing. */
export function createAddressRepository(db: Database) {
  const queries = (tx: Database | Transaction) => ({
    /** The default address first, then the newest. */
    list(userId: number): Promise<AddressRow[]> {
      return tx
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },

    async find(userId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      return row;
    },

    async countFor(userId: number): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      return row?.n ?? 0;
    },

    async countryExists(code: string): Promise<boolean> {
      const rows = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
      return rows.length > 0;
    },

    async insert(userId: number, body: AddressBody, isDefault: boolean): Promise<AddressRow> {
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...fields(body), isDefault })
        .returning();
      if (!row) throw new Error(`address for user ${userId} was not stored`);
      // A guest checkout's account has no name yet (issue 26 §4): its first address gives it one.
      await tx.execute(sql`update users set first_name = ${row.firstName}, last_name = ${row.lastName}
        where id = ${userId} and first_name = '' and last_name = ''`);
      return row;
    },

    async update(userId: number, id: number, body: AddressBody): Promise<AddressRow | undefined> {
      const [row] = await tx
        .update(addresses)
        .set({ ...fields(body), updatedAt: new Date() })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row;
    },

    /** Clears the old default before setting the new one: the one-default index never sees two. */
    async moveDefault(userId: number, id: number) {
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    },

    async remove(userId: number, id: number) {
      await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    },
  });

  return {
    ...queries(db),
    /**
     * Runs `work` in one transaction holding the customer's advisory lock, so the first-address default,
     * the 20-address cap and the default move cannot race another request of the same customer.
     */
    inCustomerTransaction<T>(userId: number, work: (q: ReturnType<typeof queries>) => Promise<T>) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, ${userId})`);
        return work(queries(tx));
      });
    },
  };
}
export type AddressRepository = ReturnType<typeof createAddressRepository>;
