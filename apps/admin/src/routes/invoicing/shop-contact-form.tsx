import { ErrorState, LoadingState } from "@admin/components/states";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { useSaveShopContact, useShopProfile } from "@admin/hooks/api/invoicing";
import { useSettingsSave } from "@admin/hooks/use-settings-save";
import { ShopContactUpdate } from "@boutique/shared/schemas/shop-profile";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";

const FIELDS = ["shop_phone", "shop_email", "shop_whatsapp", "shop_hours"] as const;

/** How customers reach the shop: the storefront's footer, contact page, product page and cart show it. */
export function ShopContactPanel() {
  const profile = useShopProfile();
  if (profile.isPending) return <LoadingState label="Loading the shop's contact details…" />;
  if (profile.error) {
    return (
      <ErrorState
        title="Error"
        message={`The shop's contact details could not be loaded: ${profile.error.message}`}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const { phone, email, whatsapp, hours } = profile.data;
  return (
    <ShopContactForm
      initial={{ shop_phone: phone, shop_email: email, shop_whatsapp: whatsapp, shop_hours: hours }}
    />
  );
}

function ShopContactForm({ initial }: { initial: ShopContactUpdate }) {
  const id = useId();
  const save = useSaveShopContact();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShopContactUpdate>({ resolver: zodResolver(ShopContactUpdate), defaultValues: initial });
  const { submit, alert: serverAlert } = useSettingsSave({
    save,
    fields: FIELDS,
    setError,
    savedTitle: "Contact details saved",
  });
  const onSubmit = handleSubmit(submit);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="panel space-y-4 p-4 sm:p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          How customers reach the shop
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Shown in the storefront's footer, contact page, product pages and cart, beside the name and address
          above.
        </p>
      </div>
      {serverAlert ? <FormAlert>{serverAlert}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phone"
          autoComplete="off"
          error={errors.shop_phone?.message}
          {...register("shop_phone")}
        />
        <TextField
          label="Email"
          type="email"
          error={errors.shop_email?.message}
          {...register("shop_email")}
        />
        <TextField
          label="WhatsApp number"
          inputMode="numeric"
          hint="With the country code, digits only: 919811042517."
          error={errors.shop_whatsapp?.message}
          {...register("shop_whatsapp")}
        />
        <TextField label="Hours" error={errors.shop_hours?.message} {...register("shop_hours")} />
      </div>
      <div className="flex justify-end border-t border-stone-100 pt-4">
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
