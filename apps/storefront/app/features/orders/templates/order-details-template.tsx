import { orderTimeline } from "@boutique/shared/order-timeline";
import { FULFILMENT_LABELS } from "@boutique/shared/schemas/order-lifecycle-words";
import { FormMessage } from "@storefront/features/auth/components/field";
import type { CodResult } from "@storefront/features/checkout/cod.server";
import { CodConfirm } from "@storefront/features/checkout/components/cod-confirm";
import { OrderLines } from "@storefront/features/checkout/components/order-lines";
import { TotalsList } from "@storefront/features/checkout/components/totals-list";
import {
  dollars,
  indiaDateTime,
  PAYMENT_STATUS_BADGE,
  payTypeLabel,
  rupees,
} from "@storefront/features/checkout/format";
import { AddressCard } from "@storefront/features/checkout/templates/order-confirmation-template";
import ExternalLink from "lucide-react/icons/external-link";
import FileText from "lucide-react/icons/file-text";
import Truck from "lucide-react/icons/truck";
import { Form, Link, useNavigation } from "react-router";
import { OrderTimeline } from "../components/order-timeline";
import { type ApprovalResult, PieceApprovalCard } from "../components/piece-approval";
import { PromisedDate } from "../components/promised-date";
import type { CancelResult, OrderDetailsData } from "../order-details.server";

/**
 * Spec §2 Order details (the navigation state became the URL): the pieces with their measurements, where
 * the order is (a timeline with dates, tailoring stages for made-to-measure pieces), the carrier's
 * tracking once shipped, payment method and true status, the invoice and the addresses.
 */
export function OrderDetailsTemplate({
  data,
  result,
}: {
  data: OrderDetailsData;
  result?: CancelResult | CodResult | ApprovalResult;
}) {
  const { order, orders: lines, shipping } = data;
  const madeToMeasure = lines.some((line) => line.made_to_measure && !line.cancelled);
  const steps = orderTimeline({
    created: order.created,
    status: order.status,
    fulfilment: order.fulfilment,
    madeToMeasure,
    events: data.timeline,
    payType: order.pay_type,
  });
  const badge = PAYMENT_STATUS_BADGE[order.status];
  const open =
    order.status === "paid" && order.fulfilment !== "delivered" && order.fulfilment !== "cancelled";

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to="/UserAccount?tab=orders" className="text-sm text-maroon underline underline-offset-4">
        My Orders
      </Link>
      <header className="mt-3 flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
        <div>
          <p className="eyebrow">Order details</p>
          <h1 className="mt-1 text-3xl text-maroon sm:text-4xl" data-testid="order-number">
            {order.order_number}
          </h1>
          <p className="mt-1 text-sm text-muted">
            Placed <time dateTime={order.created}>{indiaDateTime(order.created)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span
            className={`border px-2 py-0.5 text-xs font-medium ${badge.className}`}
            data-testid="payment-badge"
          >
            {badge.label}
          </span>
          <span
            className="border border-line bg-white px-2 py-0.5 text-xs font-medium text-ink"
            data-testid="stage"
          >
            {order.fulfilment === "pending" ? "Order placed" : FULFILMENT_LABELS[order.fulfilment]}
          </span>
        </div>
      </header>

      {order.status === "awaiting_confirmation" ? (
        <CodConfirm
          total={order.totals.total}
          confirmBy={data.cod?.confirm_by ?? null}
          result={result && "intent" in result && result.intent !== "approval" ? result : undefined}
        />
      ) : null}
      {/* A piece's answer shows on its own card. */}
      {result &&
      !(order.status === "awaiting_confirmation" && "intent" in result) &&
      !("intent" in result && result.intent === "approval") ? (
        <div className="mt-4">
          <FormMessage message={result.message} tone={result.ok ? "success" : "error"} />
        </div>
      ) : null}
      {data.cancellableUntil ? <CancelOrder until={data.cancellableUntil} /> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-6">
          {data.approvals.map((approval) => (
            <PieceApprovalCard
              key={approval.line_id}
              approval={approval}
              name={lines.find((line) => line.id === approval.line_id)?.name ?? "piece"}
              result={
                result &&
                "intent" in result &&
                result.intent === "approval" &&
                result.lineId === approval.line_id
                  ? result
                  : undefined
              }
            />
          ))}
          <section aria-labelledby="progress-title" className="border border-line bg-white p-5 sm:p-6">
            <h2 id="progress-title" className="font-display text-xl text-maroon">
              Where your order is
            </h2>
            <PromisedDate
              deliverBy={order.deliver_by}
              needBy={order.need_by}
              fulfilment={order.fulfilment}
              rushed={order.rush_fee > 0}
            />
            {open && !order.deliver_by ? (
              <p className="mt-1 text-sm text-muted" data-testid="delivery-estimate">
                {madeToMeasure
                  ? `Made-to-measure pieces are ready to ship ${data.deliveryEstimate} after your order.`
                  : `Your order ships within ${data.deliveryEstimate}.`}
              </p>
            ) : null}
            <div className="mt-5">
              <OrderTimeline steps={steps} />
            </div>
            {order.tracking_number ? (
              <div
                className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-4 text-sm"
                data-testid="tracking"
              >
                <Truck aria-hidden className="h-5 w-5 text-gold" />
                <span>
                  {order.carrier} · <span className="font-medium">{order.tracking_number}</span>
                </span>
                {order.tracking_url ? (
                  <a
                    href={order.tracking_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-maroon underline underline-offset-4"
                  >
                    Track the parcel <ExternalLink aria-hidden className="h-3.5 w-3.5" />
                  </a>
                ) : null}
              </div>
            ) : null}
          </section>

          <section aria-labelledby="items-title" className="border border-line bg-white p-5 sm:p-6">
            <h2 id="items-title" className="font-display text-xl text-maroon">
              Items
            </h2>
            <OrderLines lines={lines.map((line) => ({ ...line, key: line.id }))} />
          </section>
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="payment-title" className="border border-line bg-white p-5 sm:p-6">
            <h2 id="payment-title" className="font-display text-xl text-maroon">
              Payment
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-muted">Method</dt>
                <dd className="text-ink">{payTypeLabel(order.pay_type, 0).title}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted">Charged</dt>
                <dd className="text-ink">
                  {order.currency === "USD" ? dollars(order.amount_charged) : rupees(order.amount_charged)}
                </dd>
              </div>
              {order.refunded > 0 ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-muted">Refunded</dt>
                  <dd className="text-ink">
                    {order.currency === "USD" ? dollars(order.refunded) : rupees(order.refunded)}
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="mt-4 border-t border-line pt-4">
              <TotalsList totals={order.totals} />
            </div>
            {order.invoice ? (
              <a
                href={order.invoice}
                className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-maroon underline underline-offset-4"
              >
                <FileText aria-hidden className="h-4 w-4" /> Download the GST invoice (PDF)
              </a>
            ) : null}
            {(data.credit_notes ?? []).map((note) => (
              <a
                key={note.number}
                href={note.url}
                className="mt-2 flex items-center gap-2 text-sm text-maroon underline underline-offset-4"
              >
                <FileText aria-hidden className="h-4 w-4" /> Credit note {note.number} for{" "}
                {rupees(note.amount)} (PDF)
              </a>
            ))}
          </section>
          <AddressCard title="Shipping address" shipping={shipping} countries={data.countries} />
        </aside>
      </div>
    </div>
  );
}

/** Free cancellation within the window, before work starts (Consumer Protection (E-Commerce) Rules 2020: no fee). */
function CancelOrder({ until }: { until: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <Form
      method="post"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 border border-line bg-ivory-deep p-4 text-sm"
      onSubmit={(event) => {
        if (!window.confirm("Cancel this order? The full amount goes back the way you paid."))
          event.preventDefault();
      }}
    >
      <p className="text-ink">
        Changed your mind? You can cancel free of charge until{" "}
        <time dateTime={until}>{indiaDateTime(until)}</time>, before we start work.
      </p>
      <button type="submit" className="btn-outline" disabled={sending}>
        {sending ? "Cancelling…" : "Cancel order"}
      </button>
    </Form>
  );
}
