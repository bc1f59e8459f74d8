import { FormMessage } from "@storefront/features/auth/components/field";
import { Form, useNavigation } from "react-router";
import type { CodResult } from "../cod.server";
import { indiaDateTime, rupees } from "../format";

/**
 * A cash-on-delivery order waiting for the shopper (issue 26 §1): the 6-digit code from their message, or
 * a new code. Plain posts to the page's action, so it works before the page's scripts load.
 */
export function CodConfirm({
  total,
  confirmBy,
  result,
}: {
  total: number;
  confirmBy: string | null;
  result?: CodResult;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <section
      aria-labelledby="cod-confirm-title"
      className="mt-6 border border-amber-700/40 bg-amber-50 p-5 sm:p-6 print:hidden"
      data-testid="cod-confirm"
    >
      <h2 id="cod-confirm-title" className="font-display text-xl text-maroon">
        Confirm your order to start it
      </h2>
      <p className="mt-2 text-sm text-ink">
        You will pay {rupees(total)} in cash when it arrives. We emailed you a 6-digit code: enter it here, or
        press the button in the message.
        {confirmBy ? (
          <>
            {" "}
            Unconfirmed orders end at <time dateTime={confirmBy}>{indiaDateTime(confirmBy)}</time>.
          </>
        ) : null}
      </p>
      {result ? (
        <div className="mt-3">
          <FormMessage message={result.message} tone={result.ok ? "success" : "error"} />
        </div>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="cod-confirm" />
        <label className="grid gap-1 text-sm">
          <span className="font-medium text-ink">Confirmation code</span>
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            className="w-40 border border-line bg-white px-3 py-2.5 text-lg tracking-[0.3em] text-ink focus:border-maroon focus:outline-none"
          />
        </label>
        <button type="submit" className="btn-primary" disabled={sending === "cod-confirm"}>
          {sending === "cod-confirm" ? "Confirming…" : "Confirm order"}
        </button>
      </Form>
      <Form method="post" className="mt-3 text-sm">
        <input type="hidden" name="intent" value="cod-resend" />
        <button
          type="submit"
          className="font-medium text-maroon underline underline-offset-4"
          disabled={sending === "cod-resend"}
        >
          Send me a new code
        </button>
      </Form>
    </section>
  );
}
