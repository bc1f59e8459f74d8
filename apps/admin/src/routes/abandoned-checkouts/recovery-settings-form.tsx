import { SettingsForm, SettingsLoader } from "@admin/components/settings-panel";
import { TextField } from "@admin/components/ui/field";
import { useRecoverySettings, useSaveRecoverySettings } from "@admin/hooks/api/abandoned-checkouts";
import { useSettingsSave } from "@admin/hooks/use-settings-save";
import type {
  RecoverySettingsAnswer,
  RecoverySettingsInput,
} from "@boutique/shared/schemas/checkout-recovery";
import { useForm } from "react-hook-form";

const FIELDS = ["enabled", "first_minutes", "second_hours"] as const;

/** When reminders of a left checkout go (issue 26 §3): on or off, the first and the second delay. */
export function RecoverySettingsPanel() {
  return (
    <SettingsLoader query={useRecoverySettings()} what="the reminders' settings">
      {(initial) => <RecoverySettingsForm initial={initial} />}
    </SettingsLoader>
  );
}

function RecoverySettingsForm({ initial }: { initial: RecoverySettingsAnswer }) {
  const save = useSaveRecoverySettings();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RecoverySettingsInput>({ defaultValues: initial });
  const enabled = watch("enabled");
  const { submit, alert } = useSettingsSave({
    save,
    fields: FIELDS,
    setError,
    savedTitle: "Reminders saved",
  });
  return (
    <SettingsForm
      title="Reminders"
      description="A checkout that reached the address or payment step and was not paid gets a reminder by email, and on WhatsApp where the shopper agreed to it, with a link that puts the cart back. Each has a way out; none goes once they buy."
      alert={alert}
      pending={save.isPending}
      onSubmit={handleSubmit(submit)}
    >
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register("enabled")} />
        Send reminders
      </label>
      <fieldset disabled={!enabled} className="grid gap-4 disabled:opacity-60 sm:grid-cols-2">
        <TextField
          label="First reminder after (minutes)"
          type="number"
          min={15}
          max={1440}
          step={1}
          hint="Counted from the shopper's last move in the checkout."
          error={errors.first_minutes?.message}
          {...register("first_minutes", { valueAsNumber: true })}
        />
        <TextField
          label="Second reminder after (hours)"
          type="number"
          min={0}
          max={168}
          step={1}
          hint="0 sends no second reminder."
          error={errors.second_hours?.message}
          {...register("second_hours", { valueAsNumber: true })}
        />
      </fieldset>
    </SettingsForm>
  );
}
