import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES, AddressBody, AddressParams } from "./address";

const filled = {
  first_name: " Asha ",
  last_name: "Rao",
  email: "asha@example.com",
  mobile: "+91 98765 43210",
  country: "in",
  state: "Karnataka",
  address1: "12 MG Road",
  zip: "560001",
};
const messages = (input: unknown) => AddressBody.safeParse(input).error?.issues.map((issue) => issue.message);

describe("AddressBody", () => {
  it("trims, strips spaces from the mobile, upper-cases the country and defaults the optional lines", () => {
    expect(AddressBody.parse(filled)).toEqual({
      first_name: "Asha",
      last_name: "Rao",
      email: "asha@example.com",
      mobile: "+919876543210",
      country: "IN",
      state: "Karnataka",
      city: "",
      address1: "12 MG Road",
      address2: "",
      zip: "560001",
    });
  });

  it("answers the spec's one message for any missing or blank required field, before any other rule", () => {
    expect(ADDRESS_MESSAGES.required).toBe("Please fill all required fileds");
    for (const field of Object.keys(filled)) {
      const { [field as keyof typeof filled]: _gone, ...without } = filled;
      expect(messages(without), field).toEqual([ADDRESS_MESSAGES.required]);
      expect(messages({ ...filled, [field]: "   " }), field).toEqual([ADDRESS_MESSAGES.required]);
    }
    // A bad email ahead of a blank zip still answers the required message alone.
    expect(messages({ ...filled, email: "nope", zip: "" })).toEqual([ADDRESS_MESSAGES.required]);
    expect(messages(undefined)).toEqual([ADDRESS_MESSAGES.required]);
  });

  it("checks email, mobile, country and lengths", () => {
    expect(messages({ ...filled, email: "asha@" })).toEqual([ADDRESS_MESSAGES.email]);
    expect(messages({ ...filled, mobile: "12345" })).toEqual([ADDRESS_MESSAGES.mobile]);
    expect(messages({ ...filled, mobile: "98765-43210" })).toEqual([ADDRESS_MESSAGES.mobile]);
    expect(messages({ ...filled, mobile: "1234567890123456" })).toEqual([ADDRESS_MESSAGES.mobile]);
    expect(AddressBody.parse({ ...filled, mobile: "1234567" }).mobile).toBe("1234567");
    expect(messages({ ...filled, country: "India" })).toEqual([ADDRESS_MESSAGES.country]);
    expect(messages({ ...filled, first_name: "a".repeat(61) })).toEqual([ADDRESS_MESSAGES.firstNameTooLong]);
    expect(messages({ ...filled, address1: "a".repeat(201) })).toEqual([ADDRESS_MESSAGES.address1TooLong]);
    expect(messages({ ...filled, address2: "a".repeat(201) })).toEqual([ADDRESS_MESSAGES.address2TooLong]);
    expect(messages({ ...filled, zip: "1234567890123" })).toEqual([ADDRESS_MESSAGES.zipTooLong]);
    expect(AddressBody.safeParse({ ...filled, zip: "123456789012" }).success).toBe(true);
  });

  it("refuses fields it does not know, such as default or user_id", () => {
    expect(AddressBody.safeParse({ ...filled, default: "Y" }).success).toBe(false);
    expect(AddressBody.safeParse({ ...filled, user_id: 1 }).success).toBe(false);
  });
});

describe("AddressParams", () => {
  it("takes a positive int4 id and refuses anything else", () => {
    expect(AddressParams.parse({ id: "7" })).toEqual({ id: 7 });
    for (const id of ["0", "-1", "1.5", "abc", "2147483648"]) {
      expect(AddressParams.safeParse({ id }).error?.issues[0]?.message).toBe("Address id is not valid.");
    }
  });
});
