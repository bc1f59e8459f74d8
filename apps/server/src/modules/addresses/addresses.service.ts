import {
  ADDRESS_MESSAGES,
  type Address,
  type AddressBody,
  type AddressList,
  type AddressListChanged,
  type AddressSaved,
  MAX_ADDRESSES,
} from "@boutique/shared/schemas/address";
import type { Database } from "../../db/database";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { type AddressRow, createAddressRepository } from "./addresses.repository";

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    mobile: row.mobile,
    country: row.countryCode,
    state: row.state,
    city: row.city,
    address1: row.address1,
    address2: row.address2,
    zip: row.zip,
    default: row.isDefault ? "Y" : "N",
  };
}

/** The signed-in customer's own addresses (storefront spec §4 "Address", §5 "Address form"). */
export function createAddressService({ db }: { db: Database }) {
  const repository = createAddressRepository(db);

  async function checkCountry(code: string) {
    if (!(await repository.countryExists(code))) throw new ValidationError(ADDRESS_MESSAGES.country);
  }

  return {
    async listAddresses(userId: number): Promise<AddressList> {
      return { data: (await repository.list(userId)).map(toAddress) };
    },

    /** Adds an address; a customer's first one becomes the default. */
    async addAddress(userId: number, body: AddressBody): Promise<AddressSaved> {
      await checkCountry(body.country);
      const row = await repository.inCustomerTransaction(userId, async (q) => {
        const held = await q.countFor(userId);
        if (held >= MAX_ADDRESSES) throw new ValidationError(ADDRESS_MESSAGES.tooMany);
        return q.insert(userId, body, held === 0);
      });
      return { message: ADDRESS_MESSAGES.added, data: toAddress(row) };
    },

    async updateAddress(userId: number, id: number, body: AddressBody): Promise<AddressSaved> {
      if (!(await repository.find(userId, id))) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
      await checkCountry(body.country);
      const row = await repository.update(userId, id, body);
      if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
      return { message: ADDRESS_MESSAGES.updated, data: toAddress(row) };
    },

    /** Moves the default flag to this address, in one transaction. */
    async setDefaultAddress(userId: number, id: number): Promise<AddressListChanged> {
      const rows = await repository.inCustomerTransaction(userId, async (q) => {
        if (!(await q.find(userId, id))) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
        await q.moveDefault(userId, id);
        return q.list(userId);
      });
      return { message: ADDRESS_MESSAGES.defaultMoved, data: rows.map(toAddress) };
    },

    /** Removes an address other than the default. */
    async removeAddress(userId: number, id: number): Promise<AddressListChanged> {
      const rows = await repository.inCustomerTransaction(userId, async (q) => {
        const row = await q.find(userId, id);
        if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
        if (row.isDefault) throw new ValidationError(ADDRESS_MESSAGES.defaultNotRemovable);
        await q.remove(userId, id);
        return q.list(userId);
      });
      return { message: ADDRESS_MESSAGES.deleted, data: rows.map(toAddress) };
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
