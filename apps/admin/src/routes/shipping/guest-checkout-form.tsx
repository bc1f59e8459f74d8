import { SettingsForm, SettingsLoader } from "@admin/components/settings-panel";
import { useCheckoutSettings, useSaveCheckoutSettings } from "@admin/hooks/api/cod-settings";
import { useSettingsSave } from "@admin/hooks/use-settings-save";
import type { CheckoutSettings } from "@boutique/shared/schemas/checkout";
import { useForm } from "react-hook-form";

const FIELDS = ["guest_checkout"] as const;

/** Guest checkout (issue 26 §4): on, a shopper checks out with an emailed code; off, they sign in first. */
export function GuestCheckoutPanel() {
  return (
    <SettingsLoader query={useCheckoutSettings()} what="the checkout's settings">
      {(initial) => <GuestCheckoutForm initial={initial} />}
    </SettingsLoader>
  );
}

function GuestCheckoutForm({ initial }: { initial: CheckoutSettings }) {
  const save = useSaveCheckoutSettings();
  const { register, handleSubmit, setError } = useForm<CheckoutSettings>({ defaultValues: initial });
  const { submit, alert } = useSettingsSave({ save, fields: FIELDS, setError, savedTitle: "Checkout saved" });
  return (
    <SettingsForm
      title="Guest checkout"
      description="A shopper without an account gives an email, confirms it with a code we mail, adds an address and pays; after paying, one password makes them an account with the order in it. Off: shoppers sign in or create an account before the checkout."
      alert={alert}
      pending={save.isPending}
      onSubmit={handleSubmit(submit)}
    >
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register("guest_checkout")} />
        Let guests check out
      </label>
    </SettingsForm>
  );
}
