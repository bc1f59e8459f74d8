import { FormPanel } from "@admin/components/form-panel";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { useAddCoupon } from "@admin/hooks/api/coupons";
import { isApiError } from "@admin/lib/api";
import { NewCoupon } from "@boutique/shared/schemas/coupon";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

/** Today in India, where coupons end (YYYY-MM-DD): the earliest expiry the date picker offers. */
const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** The form checks with the API's own schema (NewCoupon); its output is exactly what the API takes. */
type CouponFormInput = z.input<typeof NewCoupon>;

/** Spec §5: the code is required ('Please fill all values'); the server checks everything again. */
export function AddCouponForm() {
  const add = useAddCoupon();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CouponFormInput, unknown, NewCoupon>({
    resolver: zodResolver(NewCoupon),
    defaultValues: { code: "", discount: "", max: "", expDate: "", usageLimit: "", oncePerCustomer: false },
  });

  const onSubmit = handleSubmit((values) => {
    add.mutate(values, {
      onSuccess: (answer) => {
        toast({ tone: "success", title: answer.message, description: answer.data.code });
        reset();
      },
      // The code taken (409) belongs beside the code field; other refusals show above the form.
      onError: (error) => {
        if (isApiError(error, 409)) setError("code", { message: error.message });
      },
    });
  });

  const serverError = add.error && !isApiError(add.error, 409) ? add.error.message : null;

  return (
    <FormPanel title="Add a coupon" onSubmit={onSubmit}>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-4">
        <TextField
          label="Code"
          autoComplete="off"
          spellCheck={false}
          hint="Letters, digits, - and _. Customers may type it in any case."
          className="[&_input]:uppercase"
          error={errors.code?.message}
          {...register("code")}
        />
        <TextField
          label="Discount (%)"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          error={errors.discount?.message}
          {...register("discount")}
        />
        <TextField
          label="Maximum discount (Rs)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint="Blank for no cap."
          error={errors.max?.message}
          {...register("max")}
        />
        <TextField
          label="Expiry date"
          type="date"
          min={todayInIndia()}
          hint="Works until the end of this day (India time). Blank: never expires."
          error={errors.expDate?.message}
          {...register("expDate")}
        />
        <TextField
          label="Usage limit (orders)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Blank for no limit. Counts orders in checkout and paid."
          error={errors.usageLimit?.message}
          {...register("usageLimit")}
        />
        <label className="flex items-start gap-2 self-center text-sm text-stone-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            {...register("oncePerCustomer")}
          />
          <span>
            Once per customer
            <span className="block text-xs text-stone-500">Each customer may use it on one order.</span>
          </span>
        </label>
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={add.isPending}>
          Add Coupon
        </Button>
      </div>
    </FormPanel>
  );
}
