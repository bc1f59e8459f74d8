import { Field } from "@storefront/features/auth/components/field";
import { useId } from "react";
import type { AddressInput, Country, CurrentUser } from "../api";

/** A new address starts with the account's own name, email and mobile, in India. */
export function newAddress(account: CurrentUser): AddressInput {
  return {
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    mobile: account.mobile,
    country: "IN",
    state: "",
    city: "",
    address1: "",
    address2: "",
    zip: "",
  };
}

/**
 * The address form's fields (spec §5 Address form), named as POST /api/items/address takes them: the
 * account page's address book and the checkout's Add New Address dialog both use them.
 */
export function AddressFields({ start, countries }: { start: AddressInput; countries: Country[] }) {
  const countryId = useId();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label="First name"
        name="first_name"
        autoComplete="given-name"
        defaultValue={start.first_name}
        required
      />
      <Field
        label="Last name"
        name="last_name"
        autoComplete="family-name"
        defaultValue={start.last_name}
        required
      />
      <Field
        label="Email ID"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={start.email}
        required
      />
      <Field
        label="Mobile"
        name="mobile"
        type="tel"
        autoComplete="tel"
        defaultValue={start.mobile}
        required
      />
      <div>
        <label htmlFor={countryId} className="field-label">
          Country
        </label>
        <select
          id={countryId}
          name="country"
          defaultValue={start.country || "IN"}
          autoComplete="country"
          className="field-input"
          required
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <Field label="State" name="state" autoComplete="address-level1" defaultValue={start.state} required />
      <Field
        label="Address line 1"
        name="address1"
        autoComplete="address-line1"
        defaultValue={start.address1}
        className="sm:col-span-2"
        required
      />
      <Field
        label="Address line 2 (optional)"
        name="address2"
        autoComplete="address-line2"
        defaultValue={start.address2}
        className="sm:col-span-2"
      />
      <Field label="City (optional)" name="city" autoComplete="address-level2" defaultValue={start.city} />
      <Field label="PIN / ZIP code" name="zip" autoComplete="postal-code" defaultValue={start.zip} required />
    </div>
  );
}
