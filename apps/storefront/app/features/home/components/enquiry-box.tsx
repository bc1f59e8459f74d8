import { useToast } from "@storefront/lib/toast";
import { useHydrated } from "@storefront/lib/use-hydrated";
import { PhoneCall } from "lucide-react";
import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { EnquiryResult } from "../enquiry.server";

/**
 * "Call me back": a plain form posting to the home route's action. With JavaScript it stays on the
 * page and confirms in a toast; without, the page reloads with the notice under the field.
 */
export function EnquiryBox() {
  const fetcher = useFetcher<EnquiryResult>();
  const actionData = useActionData<EnquiryResult>();
  const hydrated = useHydrated();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? actionData;
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      toast.show(fetcher.data.message);
      form.current?.reset();
    } else toast.show(fetcher.data.message, "warning");
  }, [fetcher.data, toast]);

  // With JavaScript the toast says it; the inline notice is for the page a plain form post returns.
  const inline = result && !(hydrated && fetcher.data) ? result : null;
  const error = result && !result.ok ? result.message : null;

  return (
    <section aria-labelledby="enquiry-title" className="bg-maroon text-ivory">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-gold-soft/60 text-gold-soft">
            <PhoneCall size={22} aria-hidden />
          </span>
          <div>
            <h2 id="enquiry-title" className="text-3xl sm:text-4xl">
              Need help choosing?
            </h2>
            <p className="mt-2 max-w-md text-sm leading-relaxed text-ivory/80">
              Leave your number and a stylist will call you back, Monday to Saturday, 10:00 to 18:00 IST.
            </p>
          </div>
        </div>
        <fetcher.Form ref={form} method="post" action="/?index" noValidate={hydrated} className="w-full">
          <label htmlFor="enquiry-mobile" className="mb-2 block text-sm font-medium text-ivory">
            Phone number
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id="enquiry-mobile"
              name="mobile"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              minLength={10}
              maxLength={20}
              pattern="[0-9+\- ]{10,20}"
              placeholder="+91 98765 43210"
              defaultValue={result && !result.ok ? result.mobile : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "enquiry-error" : "enquiry-hint"}
              className="field-input min-w-0 flex-1 border-gold-soft/40 focus:border-gold-soft"
            />
            <button
              type="submit"
              disabled={sending}
              className="inline-flex items-center justify-center border border-gold-soft bg-gold-soft px-6 py-3 text-sm font-semibold tracking-wide text-maroon-dark uppercase transition-colors hover:bg-transparent hover:text-gold-soft disabled:opacity-60"
            >
              {sending ? "Sending…" : "Call me back"}
            </button>
          </div>
          {error ? (
            <p id="enquiry-error" role="alert" className="mt-2 text-sm font-medium text-gold-soft">
              {error}
            </p>
          ) : (
            <p id="enquiry-hint" className="mt-2 text-xs text-ivory/70">
              Include your country code if you are outside India.
            </p>
          )}
          {inline?.ok ? (
            <p role="status" className="mt-3 border border-gold-soft/50 bg-maroon-dark px-4 py-2 text-sm">
              {inline.message}
            </p>
          ) : null}
        </fetcher.Form>
      </div>
    </section>
  );
}
