import { CONSENT_NOTICE } from "@boutique/shared/consent-notice";
import type { ConsentsAnswer } from "@boutique/shared/schemas/privacy";
import { Field, FormMessage } from "@storefront/features/auth/components/field";
import { Form } from "react-router";
import type { AccountResult } from "../account.server";
import { ResultMessage, useSending } from "./account-forms";

const WHEN = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/**
 * My Account → Privacy & data (DPDP Act 2023; decision 041): each consent with what it covers and when it
 * was given or withdrawn, a switch as easy as the one that gave it, the download of everything kept, and
 * erasure. Plain forms and a link: all of it works without JavaScript.
 */
export function PrivacyPanel({
  consents,
  result,
}: {
  consents: ConsentsAnswer | null;
  result?: AccountResult;
}) {
  const sendingConsent = useSending("consent");
  const sendingErase = useSending("erase");
  return (
    <div className="max-w-2xl space-y-8">
      <section aria-labelledby="consents-heading" className="border border-line bg-white p-5 sm:p-6">
        <h3 id="consents-heading" className="font-display text-xl text-maroon">
          What you have agreed to
        </h3>
        {consents === null ? (
          <FormMessage message="Your choices could not be loaded. Please try again in a moment." />
        ) : (
          <ul className="mt-4 divide-y divide-line">
            {consents.consents.map((consent) => {
              const notice = CONSENT_NOTICE[consent.purpose];
              return (
                <li key={consent.purpose} className="py-4 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0 flex-1 basis-64">
                      <p className="font-medium text-ink">{notice.title}</p>
                      <p className="mt-1 text-sm text-muted">{notice.collects}</p>
                      <p className="mt-1 text-xs text-muted">
                        {consent.granted ? "Given" : "Not given"}
                        {consent.at ? ` on ${WHEN.format(new Date(consent.at))}` : ""}
                      </p>
                    </div>
                    {consent.purpose === "account" ? null : (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="consent" />
                        <input type="hidden" name="purpose" value={consent.purpose} />
                        <input type="hidden" name="granted" value={consent.granted ? "false" : "true"} />
                        <button
                          type="submit"
                          className={consent.granted ? "btn-outline" : "btn-primary"}
                          disabled={sendingConsent}
                          aria-label={`${consent.granted ? "Withdraw" : "Give"} consent: ${notice.title}`}
                        >
                          {consent.granted ? "Withdraw" : "Give consent"}
                        </button>
                      </Form>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <ResultMessage result={result?.intent === "consent" ? result : undefined} />
      </section>

      <section aria-labelledby="download-heading" className="border border-line bg-white p-5 sm:p-6">
        <h3 id="download-heading" className="font-display text-xl text-maroon">
          Download your data
        </h3>
        <p className="mt-2 text-sm text-muted">
          Your account, addresses, orders with their measurements, reviews, wishlist, questions and choices
          above, as one JSON file.
        </p>
        <a href="/api/account/data" download className="btn-outline mt-4">
          Download my data
        </a>
      </section>

      <section aria-labelledby="erase-heading" className="border border-line bg-white p-5 sm:p-6">
        <h3 id="erase-heading" className="font-display text-xl text-maroon">
          Erase my account
        </h3>
        <p className="mt-2 text-sm text-muted">
          Your account, addresses, measurements, reviews, wishlist and cart are erased at once, and you are
          signed out. The law makes us keep GST invoices and their orders for eight years, with only the name
          and address the invoice shows. This cannot be undone.
        </p>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="erase" />
          <Field label='Type "ERASE" to confirm' name="confirm" autoComplete="off" />
          <ResultMessage result={result?.intent === "erase" ? result : undefined} />
          <button type="submit" className="btn-primary" disabled={sendingErase}>
            {sendingErase ? "Erasing…" : "Erase my account"}
          </button>
        </Form>
      </section>
    </div>
  );
}
