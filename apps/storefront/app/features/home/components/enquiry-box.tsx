import { useToast } from "@storefront/lib/toast";
import { useHydrated } from "@storefront/lib/use-hydrated";
import PhoneCall from "lucide-react/icons/phone-call";
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
    // Errors stay beside the field; the toast is for the spec's success popup.
    if (fetcher.data.ok) {
      toast.show(fetcher.data.message);
      form.current?.reset();
    }
  }, [fetcher.data, toast]);

  // With JavaScript the toast says it; the inline notice is for the page a plain form post returns.
  const inline = result && !(hydrated && fetcher.data) ? result : null;
  const error = result && !result.ok ? result.message : null;

  return (
    <section aria-labelledby="enquiry-title" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
      <div className="relative grid items-center gap-8 overflow-hidden border border-gold/40 bg-ivory-deep px-5 py-10 sm:px-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16 lg:px-14 lg:py-12">
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-maroon text-gold-soft">
            <PhoneCall size={22} aria-hidden />
          </span>
          <div>
            <p className="eyebrow">Talk to a stylist</p>
            <h2 id="enquiry-title" className="mt-2 text-3xl text-maroon sm:text-4xl">
              Need help choosing?
            </h2>
            <p className="mt-2 max-w-md text-sm leading-relaxed text-muted">
              Leave your number and we will call you back, Monday to Saturday, 10:00 to 18:00 IST.
            </p>
          </div>
        </div>
        <fetcher.Form ref={form} method="post" action="/?index" noValidate={hydrated} className="w-full">
          <label htmlFor="enquiry-mobile" className="field-label">
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
              className="field-input min-w-0 flex-1"
            />
            <button type="submit" disabled={sending} className="btn-primary shrink-0">
              {sending ? "Sending…" : "Call me back"}
            </button>
          </div>
          {error ? (
            <p id="enquiry-error" role="alert" className="field-error">
              {error}
            </p>
          ) : (
            <p id="enquiry-hint" className="mt-2 text-xs text-muted">
              Include your country code if you are outside India.
            </p>
          )}
          {inline?.ok ? (
            <p
              role="status"
              className="mt-3 border border-emerald-700/30 bg-white px-4 py-2 text-sm text-emerald-900"
            >
              {inline.message}
            </p>
          ) : null}
        </fetcher.Form>
      </div>
    </section>
  );
}
