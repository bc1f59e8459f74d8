import { ErrorState, LoadingState } from "@admin/components/states";
import { Button } from "@admin/components/ui/button";
import { FormAlert } from "@admin/components/ui/field";
import { useCheckoutSettings, useSaveCheckoutSettings } from "@admin/hooks/api/cod-settings";
import { useSettingsSave } from "@admin/hooks/use-settings-save";
import type { CheckoutSettings } from "@boutique/shared/schemas/checkout";
import { useId } from "react";
import { useForm } from "react-hook-form";

const FIELDS = ["guest_checkout"] as const;

/** Guest checkout (issue 26 §4): on, a shopper checks out with an emailed code; off, they sign in first. */
export function GuestCheckoutPanel() {
  const settings = useCheckoutSettings();
  if (settings.isPending) return <LoadingState label="Loading the checkout's settings…" />;
  if (settings.error) {
    return (
      <ErrorState
        title="Error"
        message={`The checkout's settings could not be loaded: ${settings.error.message}`}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <GuestCheckoutForm initial={settings.data} />;
}

function GuestCheckoutForm({ initial }: { initial: CheckoutSettings }) {
  const id = useId();
  const save = useSaveCheckoutSettings();
  const { register, handleSubmit, setError } = useForm<CheckoutSettings>({ defaultValues: initial });
  const { submit, alert } = useSettingsSave({ save, fields: FIELDS, setError, savedTitle: "Checkout saved" });
  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="panel space-y-4 p-4 sm:p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          Guest checkout
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          A shopper without an account gives an email, confirms it with a code we mail, adds an address and
          pays; after paying, one password makes them an account with the order in it. Off: shoppers sign in
          or create an account before the checkout.
        </p>
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register("guest_checkout")} />
        Let guests check out
      </label>
      <div className="flex justify-end border-t border-stone-100 pt-4">
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
