import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import type { OrderSummary, ShippingRecord } from "@boutique/shared/schemas/checkout";
import type { Country } from "@storefront/features/account/api";
import { FormMessage } from "@storefront/features/auth/components/field";
import { startSession } from "@storefront/features/cart/cart-store";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Clock from "lucide-react/icons/clock";
import Printer from "lucide-react/icons/printer";
import { useEffect, useId } from "react";
import { Link } from "react-router";
import type { CodResult } from "../cod.server";
import { CodConfirm } from "../components/cod-confirm";
import { CreateAccount } from "../components/create-account";
import { OrderLines } from "../components/order-lines";
import { TotalsList } from "../components/totals-list";
import { dollars, indiaDateTime, PAYMENT_STATUS_WORDS, payTypeLabel, rupees } from "../format";
import type { CreateAccountResult, OrderConfirmationData } from "../order.server";
import { PENDING_CHECK_MS, usePendingCheck } from "../use-pending-check";

/**
 * Spec §2 Order confirmation (Thank You): order number, placed time, addresses, payment method and its
 * TRUE state (received, being confirmed, failed), the pieces and the summary, and a print link.
 */
export function OrderConfirmationTemplate({
  data,
  result,
}: {
  data: OrderConfirmationData;
  result?: CodResult | CreateAccountResult;
}) {
  const { order, orders: lines, shipping } = data;
  const pending = order.status === "pending";
  const check = usePendingCheck(pending);
  useEffect(() => {
    // The cart the order emptied: the header's count follows.
    void startSession(true);
  }, []);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <StatusBanner order={order} />
      {/* The code box first: on a phone it is what the shopper came back for. */}
      {order.status === "awaiting_confirmation" ? (
        <CodConfirm
          total={order.totals.total}
          confirmBy={data.cod?.confirm_by ?? null}
          result={result?.intent === "create-account" ? undefined : result}
        />
      ) : result?.ok && result.intent !== "create-account" ? (
        <div className="mt-6">
          <FormMessage message={result.message} tone="success" />
        </div>
      ) : null}

      {data.guest || result?.intent === "create-account" ? (
        <CreateAccount
          email={data.accountEmail}
          result={result?.intent === "create-account" ? result : undefined}
        />
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-y border-line py-4 text-sm">
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-muted">Order number</dt>
            <dd className="font-semibold text-ink" data-testid="order-number">
              {order.order_number}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Placed on</dt>
            <dd className="text-ink">
              <time dateTime={order.created}>{indiaDateTime(order.created)}</time>
            </dd>
          </div>
          {order.deliver_by && !["cancelled", "returned"].includes(order.fulfilment) ? (
            <div>
              <dt className="text-muted">Delivered by</dt>
              <dd className="font-semibold text-ink" data-testid="promised-date">
                {formatCalendarDate(order.deliver_by)}
                {order.need_by ? (
                  <span className="block text-xs font-normal text-muted">
                    You need it by {formatCalendarDate(order.need_by)}
                  </span>
                ) : null}
                {order.rush_fee > 0 ? (
                  <span className="block text-xs font-normal text-muted">
                    Rush tailoring: {rupees(order.rush_fee)} included
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 font-medium text-maroon underline underline-offset-4 print:hidden"
        >
          <Printer aria-hidden className="h-4 w-4" />
          Print this page
        </button>
      </div>

      <section aria-labelledby="payment-title" className="mt-6 border border-line bg-white p-5 sm:p-6">
        <h2 id="payment-title" className="font-display text-xl text-maroon">
          Payment
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">Method</dt>
            <dd className="text-ink">{payTypeLabel(order.pay_type, 0).title}</dd>
          </div>
          <div>
            <dt className="text-muted">Status</dt>
            <dd className="font-semibold text-ink" data-testid="payment-status">
              {PAYMENT_STATUS_WORDS[order.status]}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{AMOUNT_LABEL[order.status]}</dt>
            <dd className="text-ink">
              {order.currency === "USD" ? dollars(order.amount_charged) : rupees(order.amount_charged)}
              {order.paid_at ? (
                <span className="block text-xs text-muted">on {indiaDateTime(order.paid_at)}</span>
              ) : null}
            </dd>
          </div>
        </dl>
        {pending ? (
          <p
            className="mt-4 border border-amber-700/30 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            role="status"
          >
            {check.gaveUp ? (
              <>
                This is taking longer than usual. There is nothing more you need to do: we will email you as
                soon as the payment is confirmed.{" "}
                <button
                  type="button"
                  onClick={check.again}
                  className="font-medium underline underline-offset-4"
                >
                  Check again
                </button>
              </>
            ) : (
              `${order.pay_type} has not told us the outcome yet. This page checks again every few seconds, for up to ${PENDING_CHECK_MS / 60_000} minutes.`
            )}
          </p>
        ) : null}
        {order.status === "failed" && order.pay_type !== "COD" ? (
          <div className="mt-4 flex flex-col gap-3 sm:flex-row print:hidden">
            <Link to="/Checkout" className="btn-primary">
              Try again
            </Link>
            <Link to="/Cart" className="btn-outline">
              Back to cart
            </Link>
          </div>
        ) : null}
      </section>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <AddressCard title="Shipping address" shipping={shipping} countries={data.countries} />
        <AddressCard
          title="Billing address"
          shipping={shipping}
          countries={data.countries}
          note="Same as shipping"
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="items-title" className="border border-line bg-white p-5 sm:p-6">
          <h2 id="items-title" className="font-display text-xl text-maroon">
            Items
          </h2>
          <OrderLines lines={lines.map((line) => ({ ...line, key: line.id }))} />
        </section>
        <section aria-labelledby="order-summary-title" className="border border-line bg-white p-5 sm:p-6">
          <h2 id="order-summary-title" className="mb-4 font-display text-xl text-maroon">
            Summary
          </h2>
          <TotalsList totals={order.totals} />
        </section>
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row print:hidden">
        <Link to="/" className="btn-primary">
          Continue Shopping
        </Link>
        <Link to="/UserAccount?tab=orders" className="btn-outline">
          My Orders
        </Link>
      </div>
    </div>
  );
}

const AMOUNT_LABEL = {
  paid: "Charged",
  pending: "To pay",
  failed: "Amount",
  partially_refunded: "Charged",
  refunded: "Charged",
  awaiting_confirmation: "To pay on delivery",
  awaiting_collection: "To pay on delivery",
  returned_to_origin: "Amount",
} as const;

/** Cash on delivery's banner: placed and waiting for the code, confirmed, or ended. */
const COD_BANNERS = {
  awaiting_confirmation: {
    eyebrow: "One step left",
    text: "Your order is placed. Please confirm it with the code we emailed you, and we will start on it.",
  },
  awaiting_collection: {
    eyebrow: "Cash on delivery",
    text: "Your order is confirmed. Please keep the amount in cash ready for the courier; we will email you when it ships.",
  },
} as const;

function StatusBanner({ order }: { order: OrderSummary }) {
  const cod =
    order.status === "awaiting_confirmation" || order.status === "awaiting_collection"
      ? COD_BANNERS[order.status]
      : null;
  if (cod) {
    const Icon = order.status === "awaiting_collection" ? CircleCheck : Clock;
    return (
      <header className="flex items-start gap-4">
        <Icon aria-hidden className="mt-1 h-9 w-9 shrink-0 text-emerald-700" />
        <div>
          <p className="eyebrow">{cod.eyebrow}</p>
          <h1 className="mt-1 text-3xl text-maroon sm:text-4xl">Thank you for your order</h1>
          <p className="mt-2 text-muted">{cod.text}</p>
        </div>
      </header>
    );
  }
  if (order.status === "failed" && order.pay_type === "COD") {
    return (
      <header className="flex items-start gap-4">
        <CircleX aria-hidden className="mt-1 h-9 w-9 shrink-0 text-red-800" />
        <div>
          <h1 className="text-3xl text-maroon sm:text-4xl">This order has ended</h1>
          <p className="mt-2 text-muted">{order.status_message}. Nothing is owed.</p>
        </div>
      </header>
    );
  }
  if (order.status === "failed") {
    return (
      <header className="flex items-start gap-4">
        <CircleX aria-hidden className="mt-1 h-9 w-9 shrink-0 text-red-800" />
        <div>
          <h1 className="text-3xl text-maroon sm:text-4xl">{PAYMENT_STATUS_WORDS.failed}</h1>
          <p className="mt-2 text-muted">
            We did not receive the money for this order, so it has not been placed. Your cart is still full.
          </p>
        </div>
      </header>
    );
  }
  const paid = order.status === "paid";
  const Icon = paid ? CircleCheck : Clock;
  return (
    <header className="flex items-start gap-4">
      <Icon aria-hidden className={`mt-1 h-9 w-9 shrink-0 ${paid ? "text-emerald-700" : "text-amber-700"}`} />
      <div>
        <p className="eyebrow">{paid ? PAYMENT_STATUS_WORDS.paid : PAYMENT_STATUS_WORDS.pending}</p>
        <h1 className="mt-1 text-3xl text-maroon sm:text-4xl">Thank you for your order</h1>
        <p className="mt-2 text-muted">
          {paid
            ? `We have your order and your payment. A confirmation is on its way to your email; ${
                order.deliver_by
                  ? `we will deliver it by ${formatCalendarDate(order.deliver_by)}.`
                  : "your pieces are made for you and delivered in 2-4 weeks."
              }`
            : "Your order is placed and we are waiting for the payment provider to confirm the payment. You will get an email as soon as it is."}
        </p>
      </div>
    </header>
  );
}

export function AddressCard({
  title,
  shipping,
  countries,
  note,
}: {
  title: string;
  shipping: ShippingRecord;
  countries: Country[];
  note?: string;
}) {
  const country = countries.find((item) => item.code === shipping.country)?.name ?? shipping.country;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border border-line bg-white p-5 sm:p-6">
      <h2
        id={headingId}
        className="flex items-baseline justify-between gap-2 font-display text-xl text-maroon"
      >
        <span>{title}</span>
        {note ? <span className="font-sans text-xs text-muted">{note}</span> : null}
      </h2>
      <address className="mt-3 text-sm leading-relaxed text-ink not-italic">
        <span className="font-medium">
          {shipping.full_name || `${shipping.first_name} ${shipping.last_name}`}
        </span>
        <br />
        {shipping.address1}
        {shipping.address2 ? `, ${shipping.address2}` : ""}
        <br />
        {[shipping.city, shipping.state, shipping.zip].filter(Boolean).join(", ")}
        <br />
        {country}
        <br />
        <span className="text-muted">
          {[shipping.s_mobile || shipping.mobile, shipping.s_email].filter(Boolean).join(" · ")}
        </span>
      </address>
    </section>
  );
}
