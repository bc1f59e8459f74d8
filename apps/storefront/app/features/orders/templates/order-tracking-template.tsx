import { orderTimeline } from "@boutique/shared/order-timeline";
import type { OrderSummaryRow } from "@boutique/shared/schemas/checkout";
import { Field } from "@storefront/features/auth/components/field";
import { OrderList } from "@storefront/features/checkout/components/order-list";
import ExternalLink from "lucide-react/icons/external-link";
import PackageSearch from "lucide-react/icons/package-search";
import Truck from "lucide-react/icons/truck";
import { Form, useNavigation } from "react-router";
import { OrderTimeline } from "../components/order-timeline";
import { PromisedDate } from "../components/promised-date";
import type { TrackingResult } from "../tracking.server";

/**
 * /OrderTracking (the footer's link): a signed-in shopper's orders, and for anyone the order number and
 * the order's email, which show the order's steps and the carrier's tracking, and nothing more.
 */
export function OrderTrackingTemplate({
  orders,
  result,
}: {
  orders: OrderSummaryRow[] | null;
  result: TrackingResult | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="flex items-start gap-4">
        <PackageSearch aria-hidden className="mt-1 h-9 w-9 shrink-0 text-gold" />
        <div>
          <h1 className="text-3xl text-maroon sm:text-4xl">Track your order</h1>
          <p className="mt-2 text-muted">
            Made-to-measure pieces pass through our tailors' hands stage by stage; follow each one here.
          </p>
        </div>
      </header>

      {orders && orders.length > 0 ? (
        <section aria-labelledby="your-orders" className="mt-8">
          <h2 id="your-orders" className="font-display text-xl text-maroon">
            Your orders
          </h2>
          <div className="mt-3">
            <OrderList orders={orders} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="track-title" className="mt-8 border border-line bg-white p-5 sm:p-6">
        <h2 id="track-title" className="font-display text-xl text-maroon">
          {orders && orders.length > 0 ? "Track another order" : "Find your order"}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Enter the order number from your confirmation email and the email address you ordered with.
        </p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-[1fr_1.4fr_auto] sm:items-end" noValidate>
          <Field
            label="Order number"
            name="order_number"
            defaultValue={failed?.values.order_number}
            placeholder="RB000123"
            autoComplete="off"
            compact
            required
          />
          <Field
            label="Email address"
            name="email"
            type="email"
            defaultValue={failed?.values.email}
            autoComplete="email"
            compact
            required
          />
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Finding…" : "Track"}
          </button>
        </Form>
        {failed ? (
          <p role="alert" className="mt-4 border border-red-800/30 bg-red-50 px-4 py-3 text-sm text-red-900">
            {failed.message}
          </p>
        ) : null}
      </section>

      {result?.ok ? <TrackedOrder tracking={result.tracking} /> : null}
    </div>
  );
}

function TrackedOrder({ tracking }: { tracking: Extract<TrackingResult, { ok: true }>["tracking"] }) {
  const steps = orderTimeline({
    created: tracking.created,
    status: tracking.status,
    fulfilment: tracking.fulfilment,
    madeToMeasure: tracking.made_to_measure,
    events: tracking.timeline,
    payType: tracking.pay_type,
  });
  return (
    <section
      aria-labelledby="tracked-title"
      className="mt-6 border border-line bg-white p-5 sm:p-6"
      data-testid="tracked-order"
    >
      <h2 id="tracked-title" className="font-display text-xl text-maroon">
        Order {tracking.order_number}
      </h2>
      <PromisedDate
        deliverBy={tracking.deliver_by}
        needBy={tracking.need_by}
        fulfilment={tracking.fulfilment}
      />
      <div className="mt-5">
        <OrderTimeline steps={steps} />
      </div>
      {tracking.tracking_number ? (
        <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-line pt-4 text-sm">
          <Truck aria-hidden className="h-5 w-5 text-gold" />
          {tracking.carrier} · <span className="font-medium">{tracking.tracking_number}</span>
          {tracking.tracking_url ? (
            <a
              href={tracking.tracking_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-maroon underline underline-offset-4"
            >
              Track the parcel <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
