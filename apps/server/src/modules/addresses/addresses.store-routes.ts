import {
  AddressBody,
  AddressList,
  AddressListChanged,
  AddressParams,
  AddressSaved,
} from "@boutique/shared/schemas/address";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type SessionUser, signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });
const failures = { 400: Failure, 401: Failure, 404: Failure };
const user = { access: "user" } as const;
/** Writes only the customer's own rows, never a catalogue answer: the read cache stays (decision 010). */
const userWrite = { ...user, cacheAreas: [] } as const;
const OWN = "Another customer's address id answers 404 'Address not found' and changes nothing.";
const BODY =
  "first_name, last_name, email, mobile, country, state, address1 and zip are required ('Please fill all required fileds'); city and address2 are optional.";

/** The signed-in customer's address book (storefront spec §7 /api/items/address). */
export default async function addressesStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const addresses = app.addressService;
  const userId = (request: { user: SessionUser | null }) => signedInUser(request).id;

  app.get(
    "/api/items/address",
    {
      config: user,
      schema: {
        tags: ["addresses"],
        summary: "Your addresses",
        description: "The default address first, then the newest.",
        response: { 200: AddressList, 401: Failure },
      },
    },
    (request) => addresses.listAddresses(userId(request)),
  );

  app.post(
    "/api/items/address",
    {
      config: userWrite,
      schema: {
        tags: ["addresses"],
        summary: "Add an address",
        description: `${BODY} Your first address becomes the default. Up to 20 addresses.`,
        body: AddressBody,
        response: { 201: AddressSaved, ...failures },
      },
    },
    async (request, reply) => {
      const saved = await addresses.addAddress(userId(request), request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    "/api/items/address/:id",
    {
      config: userWrite,
      schema: {
        tags: ["addresses"],
        summary: "Update an address",
        description: `${BODY} The default flag is unchanged. ${OWN}`,
        params: AddressParams,
        body: AddressBody,
        response: { 200: AddressSaved, ...failures },
      },
    },
    (request) => addresses.updateAddress(userId(request), request.params.id, request.body),
  );

  app.delete(
    "/api/items/address/:id",
    {
      config: userWrite,
      schema: {
        tags: ["addresses"],
        summary: "Remove an address",
        description: `The default address cannot be removed (400). Answers the remaining addresses. ${OWN}`,
        params: AddressParams,
        response: { 200: AddressListChanged, ...failures },
      },
    },
    (request) => addresses.removeAddress(userId(request), request.params.id),
  );

  app.post(
    "/api/items/address/default/:id",
    {
      config: userWrite,
      schema: {
        tags: ["addresses"],
        summary: "Make an address the default",
        description: `Moves the default flag to this address and answers all your addresses. ${OWN}`,
        params: AddressParams,
        response: { 200: AddressListChanged, ...failures },
      },
    },
    (request) => addresses.setDefaultAddress(userId(request), request.params.id),
  );
}
