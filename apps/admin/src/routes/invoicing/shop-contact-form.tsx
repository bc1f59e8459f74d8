import { SettingsForm, SettingsLoader } from "@admin/components/settings-panel";
import { TextField } from "@admin/components/ui/field";
import { useSaveShopContact, useShopProfile } from "@admin/hooks/api/invoicing";
import { useSettingsSave } from "@admin/hooks/use-settings-save";
import { ShopContactUpdate } from "@boutique/shared/schemas/shop-profile";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

const FIELDS = ["shop_phone", "shop_email", "shop_whatsapp", "shop_hours"] as const;

/** How customers reach the shop: the storefront's footer, contact page, product page and cart show it. */
export function ShopContactPanel() {
  return (
    <SettingsLoader query={useShopProfile()} what="the shop's contact details">
      {({ phone, email, whatsapp, hours }) => (
        <ShopContactForm
          initial={{ shop_phone: phone, shop_email: email, shop_whatsapp: whatsapp, shop_hours: hours }}
        />
      )}
    </SettingsLoader>
  );
}

function ShopContactForm({ initial }: { initial: ShopContactUpdate }) {
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
  return (
    <SettingsForm
      title="How customers reach the shop"
      description="Shown in the storefront's footer, contact page, product pages and cart, beside the name and address above."
      alert={serverAlert}
      pending={save.isPending}
      onSubmit={handleSubmit(submit)}
    >
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
    </SettingsForm>
  );
}
