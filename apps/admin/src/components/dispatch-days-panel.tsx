import { LoadingState } from "@admin/components/states";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import {
  type DispatchDaysOwner,
  useDispatchDays,
  useSaveDispatchDays,
} from "@admin/hooks/api/delivery-settings";
import { useSettingsSave } from "@admin/hooks/use-settings-save";
import { PROCESSING_DAYS_MAX, ProcessingDaysBody } from "@boutique/shared/schemas/delivery";
import { zodResolver } from "@hookform/resolvers/zod";
import { Truck } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

/** The field as typed; empty becomes null (take the days from above), anything else the API's whole number. */
const DispatchDaysForm = z.object({
  processing_days: z
    .string()
    .trim()
    .transform((typed) => (typed === "" ? null : Number(typed)))
    .pipe(ProcessingDaysBody.shape.processing_days),
});
type DispatchDaysInput = z.input<typeof DispatchDaysForm>;
type DispatchDaysOutput = z.output<typeof DispatchDaysForm>;

const FIELDS = ["processing_days"] as const;

type Props = {
  owner: DispatchDaysOwner;
  /** Where the days come from when the field is empty: "the shop's setting", "Women", "its category". */
  source: string;
};

/**
 * A category's or product's own working days to dispatch ready-made (issue 27 §3), or empty to take them
 * from above it. Made-to-measure pieces take the tailoring stages' days instead.
 */
export function DispatchDaysPanel({ owner, source }: Props) {
  const days = useDispatchDays(owner);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="panel mt-6 space-y-3 p-5">
      <div className="flex items-center gap-2">
        <Truck aria-hidden className="size-5 text-brand-700" />
        <h2 id={headingId} className="text-base font-semibold text-stone-900">
          Days to dispatch
        </h2>
      </div>
      {days.isPending ? (
        <LoadingState label="Loading the days to dispatch…" />
      ) : days.error ? (
        <FormAlert>The days to dispatch could not be loaded: {days.error.message}</FormAlert>
      ) : (
        <DispatchDaysEditor
          owner={owner}
          own={days.data.processing_days}
          inherited={days.data.inherited}
          source={source}
        />
      )}
    </section>
  );
}

function DispatchDaysEditor({
  owner,
  own,
  inherited,
  source,
}: Props & { own: number | null; inherited: number }) {
  const save = useSaveDispatchDays(owner);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DispatchDaysInput, unknown, DispatchDaysOutput>({
    resolver: zodResolver(DispatchDaysForm),
    defaultValues: { processing_days: own === null ? "" : String(own) },
  });
  const { submit, alert } = useSettingsSave({
    save,
    fields: FIELDS,
    setError,
    savedTitle: "Days to dispatch saved",
  });
  const what = owner.kind === "category" ? "this category" : "this product";
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
      <p className="text-sm text-stone-600">
        Working days a ready-made piece of {what} takes to leave the shop; the dates shoppers are promised
        count them. Made-to-measure pieces take the tailoring stages' days instead.
      </p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField
        label="Working days to dispatch"
        type="number"
        inputMode="numeric"
        min={0}
        max={PROCESSING_DAYS_MAX}
        step={1}
        placeholder={String(inherited)}
        hint={`Uses ${inherited} working ${inherited === 1 ? "day" : "days"} from ${source} when empty.`}
        error={errors.processing_days?.message}
        className="max-w-xs"
        {...register("processing_days")}
      />
      <Button type="submit" pending={save.isPending}>
        Save days to dispatch
      </Button>
    </form>
  );
}
