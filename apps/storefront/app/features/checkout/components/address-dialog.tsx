import type { Address } from "@boutique/shared/schemas/address";
import * as Dialog from "@radix-ui/react-dialog";
import type { Country, CurrentUser } from "@storefront/features/account/api";
import { AddressFields, newAddress } from "@storefront/features/account/components/address-fields";
import { FormMessage } from "@storefront/features/auth/components/field";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { AddressAdded } from "../checkout.server";

/**
 * 'Add New Address' (spec §2 Checkout): the account page's address form in a dialog, posted to the
 * checkout's action; the saved address comes back and `onAdded` selects it. Focus stays inside while open.
 */
export function AddressDialog({
  account,
  countries,
  onAdded,
  prominent,
}: {
  account: CurrentUser;
  countries: Country[];
  onAdded: (address: Address, message: string) => void;
  /** No saved address yet: the button is the way on. */
  prominent: boolean;
}) {
  const [open, setOpen] = useState(false);
  // A fresh form (and fetcher) each time the dialog opens.
  const [round, setRound] = useState(0);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setRound((value) => value + 1);
      }}
    >
      <Dialog.Trigger className={prominent ? "btn-primary" : "btn-outline"}>
        <Plus aria-hidden className="h-4 w-4" />
        Add New Address
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto border border-line bg-white p-5 text-ink shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(40rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl text-maroon">Add New Address</Dialog.Title>
            <Dialog.Close className="-m-2 p-2 text-muted hover:text-maroon" aria-label="Close">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <AddressForm
            key={round}
            account={account}
            countries={countries}
            onAdded={(address, message) => {
              setOpen(false);
              onAdded(address, message);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddressForm({
  account,
  countries,
  onAdded,
}: {
  account: CurrentUser;
  countries: Country[];
  onAdded: (address: Address, message: string) => void;
}) {
  const fetcher = useFetcher<AddressAdded>();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.data;
  const added = useRef(onAdded);
  added.current = onAdded;
  useEffect(() => {
    if (answer?.ok) added.current(answer.address, answer.message);
  }, [answer]);
  return (
    <fetcher.Form method="post" noValidate className="mt-5 space-y-5">
      <input type="hidden" name="intent" value="address-add" />
      <AddressFields start={newAddress(account)} countries={countries} />
      {answer && !answer.ok ? <FormMessage message={answer.message} /> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Dialog.Close type="button" className="btn-outline">
          Cancel
        </Dialog.Close>
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? "Saving…" : "Save and use this address"}
        </button>
      </div>
    </fetcher.Form>
  );
}
