import type { Address } from "@boutique/shared/schemas/address";
import type { Country } from "@storefront/features/account/api";

/**
 * The delivery-address radio list (spec §2, §4): the default is preselected; a change asks for new totals.
 * Native radios, so arrow keys move between them and the group is one tab stop.
 */
export function AddressPicker({
  addresses,
  countries,
  selected,
  onSelect,
}: {
  addresses: Address[];
  countries: Country[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  return (
    <fieldset>
      <legend className="sr-only">Delivery address</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {addresses.map((address) => {
          const checked = address.id === selected;
          return (
            <label
              key={address.id}
              className={`relative flex cursor-pointer gap-3 border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-maroon ${
                checked ? "border-maroon ring-1 ring-maroon" : "border-line hover:border-gold"
              }`}
              data-testid="address-option"
            >
              <input
                type="radio"
                name="address"
                value={address.id}
                checked={checked}
                onChange={() => onSelect(address.id)}
                className="mt-1 h-4 w-4 shrink-0 accent-maroon"
              />
              <span className="min-w-0 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  {address.first_name} {address.last_name}
                  {address.default === "Y" ? (
                    <span className="bg-ivory-deep px-1.5 py-0.5 text-[0.7rem] font-semibold tracking-wide text-gold-deep uppercase">
                      Default
                    </span>
                  ) : null}
                </span>
                <span className="mt-1 block leading-relaxed text-muted">
                  {address.address1}
                  {address.address2 ? `, ${address.address2}` : ""}
                  <br />
                  {[address.city, address.state, address.zip].filter(Boolean).join(", ")}
                  <br />
                  {countryName(address.country)} · {address.mobile}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
