import {
  type CustomerReturnsAnswer,
  RETURN_KIND_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnableLine,
  type ReturnRequestRow,
} from "@boutique/shared/schemas/returns";
import { FormMessage } from "@storefront/features/auth/components/field";
import { dollars, rupees } from "@storefront/features/checkout/format";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Form, useNavigation } from "react-router";
import type { AccountResult } from "../account.server";

const money = (value: number, currency: "INR" | "USD") =>
  currency === "USD" ? dollars(value) : rupees(value);
const day = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
const piece = (line: { name: string; color: string; size: string }) =>
  [line.name, line.color, line.size].filter(Boolean).join(" · ");

/**
 * Exchange & Return (account tab): the delivered pieces still inside the return window, each with its own
 * request form (kind, reason, up to 3 photos; a plain multipart post, so it works without JavaScript), and
 * the requests already made with what staff decided.
 */
export function ReturnsPanel({
  data,
  result,
}: {
  data: CustomerReturnsAnswer | null;
  result?: AccountResult;
}) {
  if (data === null)
    return <FormMessage message="Your returns could not be loaded. Please try again in a moment." />;
  return (
    <div className="space-y-8">
      <FormMessage message={result?.message} tone={result?.ok ? "success" : "error"} />
      <p className="text-sm text-muted">
        Pieces can be returned or exchanged within {data.window_days} days of delivery, unused and with their
        tags. A return is refunded the way you paid, less a fee: Rs 200 or 5% in India, USD 50 or 20% abroad,
        whichever is lower. Made-to-measure pieces are altered to fit, free, within {data.fit.days} days of
        delivery{data.fit.shipping_paid ? ", and we pay the courier both ways" : ""}.
      </p>
      {data.blocked ? <FormMessage message={data.blocked} /> : null}
      <section aria-labelledby="returnable-title">
        <h3 id="returnable-title" className="font-display text-xl text-ink">
          Delivered pieces
        </h3>
        {data.returnable.length === 0 ? (
          <p className="mt-3 text-sm text-muted">
            Nothing to return right now: pieces appear here once delivered, for {data.window_days} days.
          </p>
        ) : (
          <ul className="mt-3 space-y-4">
            {data.returnable.map((line) => (
              <ReturnableItem
                key={line.line_id}
                line={line}
                blocked={data.blocked !== null}
                shippingPaid={data.fit.shipping_paid}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="requests-title">
        <h3 id="requests-title" className="font-display text-xl text-ink">
          Your requests
        </h3>
        {data.requests.length === 0 ? (
          <p className="mt-3 text-sm text-muted">No requests yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {data.requests.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ReturnableItem({
  line,
  blocked,
  shippingPaid,
}: {
  line: ReturnableLine;
  blocked: boolean;
  /** Fit assurance: the shop pays the courier both ways for a made-to-measure piece's alteration. */
  shippingPaid: boolean;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("line_id") === String(line.line_id);
  const kinds = blocked ? line.kinds.filter((kind) => kind !== "return") : line.kinds;
  const id = `return-${line.line_id}`;
  return (
    <li className="border border-line bg-white p-4" data-testid="returnable-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-ink">{piece(line)}</p>
        <p className="text-xs text-muted">
          Order {line.order_number} · until {day(line.until)}
        </p>
      </div>
      {line.kinds.includes("return") ? (
        <p className="mt-1 text-sm text-muted">
          A return refunds {money(line.refund, line.currency)} (fee {money(line.fee, line.currency)}).
        </p>
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-maroon">
          <RotateCcw size={14} aria-hidden className="mr-1 inline" />
          {line.made_to_measure && !line.kinds.includes("return")
            ? "Ask for an alteration"
            : "Return or exchange"}
        </summary>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-3 space-y-3"
          aria-label={`Request for ${line.name}`}
        >
          <input type="hidden" name="intent" value="return-request" />
          <input type="hidden" name="order_id" value={line.order_id} />
          <input type="hidden" name="line_id" value={line.line_id} />
          <fieldset>
            <legend className="field-label">What would you like?</legend>
            <div className="mt-1 space-y-1">
              {kinds.map((kind, index) => (
                <label key={kind} className="flex items-center gap-2 text-sm text-ink">
                  <input type="radio" name="kind" value={kind} defaultChecked={index === 0} required />
                  {RETURN_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-reason`} className="field-label">
              Why? (what is wrong, or the size or colour you would like)
            </label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              rows={3}
              maxLength={1000}
              required
              className="field-input"
            />
          </div>
          {line.made_to_measure && kinds.includes("alteration") ? (
            <div>
              <label htmlFor={`${id}-measurement`} className="field-label">
                Which measurement is off? (for an alteration)
              </label>
              <select
                id={`${id}-measurement`}
                name="measurement"
                className="field-input"
                required={!kinds.includes("return")}
                defaultValue=""
              >
                <option value="" disabled>
                  Choose one
                </option>
                {line.measurements.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
                <option value="Something else">Something else</option>
              </select>
              <p className="mt-1.5 text-xs text-muted">
                The alteration is free
                {shippingPaid ? ", and we send a courier to collect it and bring it back" : ""}. Add a photo
                of where it does not fit.
              </p>
            </div>
          ) : null}
          <div>
            <label htmlFor={`${id}-photos`} className="field-label">
              Photos of the piece (up to 3)
            </label>
            <input
              id={`${id}-photos`}
              name="photos"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="block w-full text-sm text-ink file:mr-3 file:border file:border-line file:bg-ivory-deep file:px-3 file:py-2"
            />
          </div>
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Send request"}
          </button>
        </Form>
      </details>
    </li>
  );
}

function RequestItem({ request }: { request: ReturnRequestRow }) {
  return (
    <li className="border border-line bg-white p-4" data-testid="return-request">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-ink">
          {RETURN_KIND_LABELS[request.kind]}: {piece(request)}
        </p>
        <span
          className="rounded-full bg-ivory-deep px-2 py-0.5 text-xs font-medium text-ink"
          data-testid="return-status"
        >
          {RETURN_STATUS_LABELS[request.status]}
        </span>
      </div>
      <p className="mt-1 text-xs text-muted">
        Order {request.order_number} · asked {day(request.created_at)}
      </p>
      {request.measurement ? (
        <p className="mt-2 text-sm text-ink">Measurement that is off: {request.measurement}</p>
      ) : null}
      <p className="mt-2 text-sm text-ink">{request.reason}</p>
      {request.note ? <p className="mt-2 text-sm text-muted">From the shop: {request.note}</p> : null}
      {request.status === "refunded" ? (
        <p className="mt-2 text-sm text-emerald-900">
          Refunded {money(request.refund, request.currency)} (fee {money(request.fee, request.currency)}).
        </p>
      ) : null}
    </li>
  );
}
