import { FormMessage } from "@storefront/features/auth/components/field";
import { useConfirm } from "@storefront/features/cart/components/confirm-dialog";
import { Form, Link, useSubmit } from "react-router";
import type { AccountResult } from "../account.server";
import type { Address, AddressInput, Country, CurrentUser } from "../api";
import { ResultMessage, useSending } from "./account-forms";
import { AddressFields, newAddress } from "./address-fields";

type Props = {
  addresses: Address[] | null;
  countries: Country[];
  editId: number | null;
  account: CurrentUser;
  result?: AccountResult;
};

/**
 * Tab 3 Change/Add Address (spec §2, §5, §6): the saved addresses, the default first and marked; make
 * another the default, edit, delete (not the default); add a new one. Checkout preselects the default.
 */
export function AddressBook({ addresses, countries, editId, account, result }: Props) {
  const [confirmDialog, confirm] = useConfirm();
  const submit = useSubmit();
  if (addresses === null) {
    return <FormMessage message="Your addresses could not be loaded. Please try again in a moment." />;
  }
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  // After a good save the form starts empty again (even from ?edit=), and the message shows above the list;
  // after a failed one the form keeps what was typed and says what is wrong.
  const saved = result?.intent === "address-save" && result.ok;
  const failedSave = result?.intent === "address-save" && !result.ok ? result : undefined;
  const editing = saved ? null : (addresses.find((address) => address.id === editId) ?? null);
  const draft = failedSave?.address ?? null;
  const listMessage = result && !failedSave ? result : undefined;

  return (
    <div className="space-y-8">
      <ResultMessage result={listMessage} />
      {addresses.length === 0 ? (
        <p className="text-sm text-muted">No saved addresses yet. Add one below to check out faster.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="flex flex-col border border-line bg-white p-5"
              data-testid="address"
            >
              <p className="flex items-center justify-between gap-2 font-medium text-ink">
                {address.first_name} {address.last_name}
                {address.default === "Y" ? (
                  <span className="bg-maroon px-2 py-0.5 text-xs tracking-wide text-white uppercase">
                    Default
                  </span>
                ) : null}
              </p>
              <address className="mt-2 text-sm leading-relaxed text-muted not-italic">
                {address.address1}
                {address.address2 ? <>, {address.address2}</> : null}
                <br />
                {[address.city, address.state, address.zip].filter(Boolean).join(", ")}
                <br />
                {countryName(address.country)}
                <br />
                {address.mobile} · {address.email}
              </address>
              <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                <Link
                  to={`?tab=addresses&edit=${address.id}#address-form`}
                  preventScrollReset
                  className="font-medium text-maroon underline underline-offset-4"
                  aria-label={`Edit the address of ${address.first_name} ${address.last_name}, ${address.address1}`}
                >
                  Edit
                </Link>
                {address.default === "Y" ? null : (
                  <>
                    <Form method="post">
                      <input type="hidden" name="intent" value="address-default" />
                      <input type="hidden" name="id" value={address.id} />
                      <button type="submit" className="font-medium text-ink underline underline-offset-4">
                        Make default
                      </button>
                    </Form>
                    <Form
                      method="post"
                      onSubmit={async (event) => {
                        event.preventDefault();
                        const form = event.currentTarget;
                        if (await confirm(`Delete the address ${address.address1}?`)) submit(form);
                      }}
                    >
                      <input type="hidden" name="intent" value="address-delete" />
                      <input type="hidden" name="id" value={address.id} />
                      <button type="submit" className="font-medium text-red-800 underline underline-offset-4">
                        Delete
                      </button>
                    </Form>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressForm
        // A new form for each address edited, and an empty one after a save.
        key={saved ? `saved-${result.at}` : (editing?.id ?? "new")}
        editing={editing}
        draft={draft}
        countries={countries}
        account={account}
        result={failedSave}
      />
      {confirmDialog}
    </div>
  );
}

function AddressForm({
  editing,
  draft,
  countries,
  account,
  result,
}: {
  editing: Address | null;
  draft: (AddressInput & { id?: number }) | null;
  countries: Country[];
  account: CurrentUser;
  result?: AccountResult;
}) {
  const sending = useSending("address-save");
  // What the fields start with: the failed attempt, the address being edited, or the account's own details.
  const start: AddressInput = draft ?? editing ?? newAddress(account);
  const id = draft?.id ?? editing?.id;
  return (
    <Form
      method="post"
      noValidate
      id="address-form"
      aria-labelledby="address-form-title"
      className="scroll-mt-24 space-y-5 border border-line bg-white p-5 sm:p-6"
    >
      <h3 id="address-form-title" className="font-display text-xl text-maroon">
        {id ? "Edit address" : "Add New Address"}
      </h3>
      <input type="hidden" name="intent" value="address-save" />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <AddressFields start={start} countries={countries} />
      <ResultMessage result={result} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? "Saving…" : id ? "Save address" : "Add address"}
        </button>
        {id ? (
          <Link
            to="?tab=addresses"
            preventScrollReset
            className="text-sm text-maroon underline underline-offset-4"
          >
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
