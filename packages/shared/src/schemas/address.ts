import { z } from "zod";
import { idNotValid, idParam } from "./id";

/** A customer's saved addresses (storefront spec §5 "Address form", §6, §7 /api/items/address). */

export const ADDRESS_MESSAGES = {
  /** The spec's wording, spelling included. */
  required: "Please fill all required fileds",
  email: "Please enter a valid email address.",
  mobile: "Please enter a valid mobile number: 7 to 15 digits, optionally starting with +.",
  country: "Please choose a country from the list",
  firstNameTooLong: "First name can be at most 60 characters.",
  lastNameTooLong: "Last name can be at most 60 characters.",
  emailTooLong: "Email can be at most 254 characters.",
  stateTooLong: "State can be at most 100 characters.",
  cityTooLong: "City can be at most 100 characters.",
  address1TooLong: "Address line 1 can be at most 200 characters.",
  address2TooLong: "Address line 2 can be at most 200 characters.",
  zipTooLong: "Zip code can be at most 12 characters.",
  notFound: "Address not found",
  added: "Address Added Successfully",
  updated: "Address Updated successfully",
  defaultMoved: "Default address updated",
  deleted: "Address deleted",
  defaultNotRemovable: "The default address cannot be removed. Make another address the default first.",
  tooMany: "You can keep up to 20 addresses",
} as const;

export const MAX_ADDRESSES = 20;
export const DEFAULT_COUNTRY = "IN";

const required = z.string({ error: ADDRESS_MESSAGES.required }).trim().min(1, ADDRESS_MESSAGES.required);
const optional = z.string({ error: ADDRESS_MESSAGES.required }).trim().optional().default("");

/**
 * Step one: every required field is present and non-blank, and nothing unknown is sent. It runs to the end
 * before any other rule, so a missing field always answers the spec's one message.
 */
const AddressPresence = z.strictObject(
  {
    // The descriptions carry step two's rules into /api/docs, which shows this first step.
    first_name: required.describe("At most 60 characters"),
    last_name: required.describe("At most 60 characters"),
    email: required.describe("An email address, at most 254 characters"),
    mobile: required.describe("7 to 15 digits, optionally after a +; spaces are removed"),
    country: required.describe("ISO 3166-1 alpha-2 code from GET /api/countries, e.g. IN"),
    state: required.describe("At most 100 characters"),
    city: optional.describe("At most 100 characters"),
    address1: required.describe("At most 200 characters"),
    address2: optional.describe("At most 200 characters"),
    zip: required.describe("At most 12 characters"),
  },
  {
    // No body at all is nothing filled in; an unknown field keeps zod's own message that names it.
    error: (issue) => (issue.code === "invalid_type" ? ADDRESS_MESSAGES.required : undefined),
  },
);

/** Step two: each field's own rule, on trimmed text. */
const AddressRules = z.object({
  first_name: z.string().max(60, ADDRESS_MESSAGES.firstNameTooLong),
  last_name: z.string().max(60, ADDRESS_MESSAGES.lastNameTooLong),
  email: z.string().max(254, ADDRESS_MESSAGES.emailTooLong).pipe(z.email(ADDRESS_MESSAGES.email)),
  mobile: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\+?\d{7,15}$/, ADDRESS_MESSAGES.mobile)),
  country: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, ADDRESS_MESSAGES.country))
    .describe("ISO 3166-1 alpha-2 code from GET /api/countries, e.g. IN"),
  state: z.string().max(100, ADDRESS_MESSAGES.stateTooLong),
  city: z.string().max(100, ADDRESS_MESSAGES.cityTooLong),
  address1: z.string().max(200, ADDRESS_MESSAGES.address1TooLong),
  address2: z.string().max(200, ADDRESS_MESSAGES.address2TooLong),
  zip: z.string().max(12, ADDRESS_MESSAGES.zipTooLong),
});

/**
 * The body of POST /api/items/address and PUT /api/items/address/{id}, and the storefront's address form.
 * Text is trimmed, spaces are taken out of the mobile number and the country code is upper-cased.
 * Whether the country exists is checked by the server against its country list.
 */
export const AddressBody = AddressPresence.pipe(AddressRules);
export type AddressBody = z.output<typeof AddressBody>;
export type AddressInput = z.input<typeof AddressBody>;

export const Address = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  country: z.string().describe("ISO 3166-1 alpha-2 code"),
  state: z.string(),
  city: z.string(),
  address1: z.string(),
  address2: z.string(),
  zip: z.string(),
  default: z.enum(["Y", "N"]).describe("'Y' marks the default address"),
});
export type Address = z.infer<typeof Address>;

export const AddressParams = z.object({ id: idParam(idNotValid("Address")) });

/** GET: the default address first, then the newest. */
export const AddressList = z.object({ data: z.array(Address) });
export type AddressList = z.infer<typeof AddressList>;

export const AddressSaved = z.object({ message: z.string(), data: Address });
export type AddressSaved = z.infer<typeof AddressSaved>;

export const AddressListChanged = z.object({ message: z.string(), data: z.array(Address) });
export type AddressListChanged = z.infer<typeof AddressListChanged>;
