import { PageHeader } from "@admin/components/page-header";
import { ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { TextField } from "@admin/components/ui/field";
import { useAddNote, useMoveLine, useMoveOrder, useOrderStaff } from "@admin/hooks/api/order-admin";
import { useOrderDetail } from "@admin/hooks/api/order-detail";
import { formatMoney } from "@admin/lib/format";
import { FULFILMENT_MAY_MOVE, nextFulfilmentStage } from "@boutique/shared/order-transitions";
import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import {
  FULFILMENT_LABELS,
  type FulfilmentStatus,
  LIFECYCLE_MESSAGES,
  type OrderPaymentStatus,
  PAYMENT_LABELS,
  TAILORING_LABELS,
  type TailoringStage,
} from "@boutique/shared/schemas/order-lifecycle-words";
import type { OrderStaffView, OrderStatusUpdate } from "@boutique/shared/schemas/orders-admin";
import { ArrowLeft, Printer } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { ApprovalPanel } from "./approval-panel";
import { FulfilmentBadge, PaymentBadge } from "./badges";
import { CancelRefundPanel } from "./cancel-refund-panel";
import { CodPanel } from "./cod-panel";
import { DeliveryPromise, LateStagesWarning } from "./delivery-promise";
import { DocumentsPanel } from "./documents-panel";
import { OrderLineCard } from "./order-lines";
import { WhatsAppPanel } from "./whatsapp-panel";

/**
 * The button for each stage an order can be moved on to; which one comes next is the shared table's
 * (`nextFulfilmentStage`), and cancelling is the refund panel's.
 */
const STAGE_BUTTONS: Record<
  Exclude<FulfilmentStatus, "pending" | "cancelled" | "returned">,
  { to: OrderStatusUpdate["status"]; label: string }
> = {
  in_production: { to: "in_production", label: "Start production" },
  ready_to_ship: { to: "ready_to_ship", label: "Ready to ship" },
  shipped: { to: "shipped", label: "Ship…" },
  // The spec's button: completed is delivered.
  delivered: { to: "completed", label: "Mark completed" },
};

function nextButton(fulfilment: FulfilmentStatus, madeToMeasure: boolean) {
  const next = nextFulfilmentStage(fulfilment, { madeToMeasure });
  return next && next !== "pending" && next !== "cancelled" && next !== "returned"
    ? STAGE_BUTTONS[next]
    : null;
}

const when = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** Spec §2 Orders Detail: lines laid out for the tailor, shipping record, payment state, stages, notes. */
export function Component() {
  const params = useParams();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <>
        <PageHeader title="Order details" />
        <p className="text-sm text-stone-600">
          Choose an order from the{" "}
          <Link to="/admin/orders" className="text-brand-700 underline">
            orders list
          </Link>
          .
        </p>
      </>
    );
  }
  return <OrderDetail id={id} />;
}

function OrderDetail({ id }: { id: number }) {
  const detail = useOrderDetail(id);
  if (detail.isPending) return <LoadingState />;
  if (detail.error) {
    return (
      <ErrorState
        title="The order could not be loaded"
        message={detail.error.message}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return <OrderScreen detail={detail.data} />;
}

function OrderScreen({ detail }: { detail: OrderDetailAnswer }) {
  const { order, shipping } = detail;
  const toast = useToast();
  const moveOrder = useMoveOrder(order.id);
  const moveLine = useMoveLine(order.id);
  const [shipping_, setShipping] = useState(false);
  // Production is for made-to-measure pieces; an order of ready-made ones goes straight to ready to ship.
  const madeToMeasure = detail.orders.some((line) => line.made_to_measure && !line.cancelled);
  const next = nextButton(order.fulfilment, madeToMeasure);
  const movable = FULFILMENT_MAY_MOVE.includes(order.status);
  const failed = (error: Error) =>
    toast({ tone: "error", title: LIFECYCLE_MESSAGES.somethingWentWrong, description: error.message });

  const move = (update: OrderStatusUpdate) =>
    moveOrder.mutate(update, {
      onSuccess: (answer) => {
        setShipping(false);
        toast({
          tone: "success",
          title: `Order is now ${FULFILMENT_LABELS[answer.order.fulfilment].toLowerCase()}`,
        });
      },
      onError: failed,
    });
  // The call's promise, not mutate's own callbacks: those follow only the latest call, so marking a second
  // line before the first one's answer dropped the first one's toast (as in useConfirmedDelete).
  const tailor = (lineId: number, stage: TailoringStage) =>
    void moveLine
      .mutateAsync({ lineId, stage })
      .then(() => toast({ tone: "success", title: `${TAILORING_LABELS[stage]} recorded` }), failed);

  return (
    <>
      <Link
        to="/admin/orders"
        className="mb-3 inline-flex items-center gap-1 rounded-sm text-sm text-stone-600 hover:text-stone-900 focus-ring"
      >
        <ArrowLeft aria-hidden className="size-4" /> All orders
      </Link>
      <PageHeader
        title={`Order ${order.order_number}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            Placed {when.format(new Date(order.created))}
            <PaymentBadge status={order.status} />
            <FulfilmentBadge status={order.fulfilment} />
          </span>
        }
        actions={
          <>
            <Link
              to={`/admin/ordersDetail/${order.id}/print/work-order`}
              className="inline-flex h-10 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50 focus-ring"
            >
              <Printer aria-hidden className="size-4" /> Work order
            </Link>
            <Link
              to={`/admin/ordersDetail/${order.id}/print/packing-slip`}
              className="inline-flex h-10 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50 focus-ring"
            >
              <Printer aria-hidden className="size-4" /> Packing slip
            </Link>
            {movable && next ? (
              <Button
                pending={moveOrder.isPending && !shipping_}
                onClick={() => (next.to === "shipped" ? setShipping(true) : move({ status: next.to }))}
              >
                {next.label}
              </Button>
            ) : null}
          </>
        }
      />
      <DeliveryPromise order={order} />
      <LateStagesWarning detail={detail} />
      {shipping_ ? (
        <ShipForm pending={moveOrder.isPending} onCancel={() => setShipping(false)} onShip={move} />
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section className="panel" aria-labelledby="lines-title">
            <h2
              id="lines-title"
              className="border-b border-stone-200 px-4 py-3 text-sm font-semibold text-stone-900 sm:px-5"
            >
              Items ({detail.orders.length})
            </h2>
            <ul className="divide-y divide-stone-100">
              {detail.orders.map((line) => (
                <OrderLineCard
                  key={line.id}
                  line={line}
                  canTailor={movable && order.fulfilment === "in_production"}
                  pending={moveLine.isPending && moveLine.variables?.lineId === line.id}
                  onTailor={(stage) => tailor(line.id, stage)}
                  approval={
                    <ApprovalPanel
                      orderId={order.id}
                      line={line}
                      approval={detail.approvals.find((entry) => entry.line_id === line.id) ?? null}
                      inProduction={movable && order.fulfilment === "in_production"}
                    />
                  }
                />
              ))}
            </ul>
            <dl className="space-y-1 border-t border-stone-200 px-4 py-3 text-sm sm:px-5">
              <Sum label="Subtotal" value={formatMoney(order.totals.subtotal)} />
              {order.totals.discount > order.totals.prepaid_discount ? (
                <Sum
                  label={`Discount${order.totals.coupon ? ` (${order.totals.coupon.code})` : ""}`}
                  value={`−${formatMoney(order.totals.discount - order.totals.prepaid_discount)}`}
                />
              ) : null}
              {order.totals.prepaid_discount > 0 ? (
                <Sum label="Paid online" value={`−${formatMoney(order.totals.prepaid_discount)}`} />
              ) : null}
              <Sum
                label="Shipping"
                value={order.totals.shipping === 0 ? "Free" : formatMoney(order.totals.shipping)}
              />
              {order.totals.cod_fee > 0 ? (
                <Sum label="Cash-on-delivery fee" value={formatMoney(order.totals.cod_fee)} />
              ) : null}
              <Sum label="Total" value={formatMoney(order.totals.total)} strong />
            </dl>
          </section>
          <StaffPanel orderId={order.id} />
        </div>
        <aside className="space-y-6">
          <section className="panel p-4 sm:p-5" aria-labelledby="payment-title">
            <h2 id="payment-title" className="text-sm font-semibold text-stone-900">
              Payment
            </h2>
            <dl className="mt-3 space-y-1 text-sm">
              <Sum label="Gateway" value={order.pay_type === "COD" ? "Cash on delivery" : order.pay_type} />
              <Sum
                label={order.pay_type === "COD" && !order.paid_at ? "To collect" : "Charged"}
                value={formatMoney(order.amount_charged, order.currency)}
              />
              {order.refunded > 0 ? (
                <Sum label="Refunded" value={formatMoney(order.refunded, order.currency)} />
              ) : null}
              <Sum label="Status" value={<PaymentBadge status={order.status} />} />
            </dl>
            <CodPanel detail={detail} />
            <CancelRefundPanel detail={detail} />
          </section>
          <DocumentsPanel orderId={order.id} cod={order.pay_type === "COD"} />
          <WhatsAppPanel orderId={order.id} />
          <section className="panel p-4 sm:p-5" aria-labelledby="ship-title">
            <h2 id="ship-title" className="text-sm font-semibold text-stone-900">
              Ship to
            </h2>
            <address className="mt-3 text-sm text-stone-700 not-italic [overflow-wrap:anywhere]">
              <span className="font-medium text-stone-900">{shipping.full_name}</span>
              <br />
              {shipping.address1}
              {shipping.address2 ? (
                <>
                  <br />
                  {shipping.address2}
                </>
              ) : null}
              <br />
              {[shipping.city, shipping.state, shipping.zip].filter(Boolean).join(", ")}
              <br />
              {shipping.country}
              <br />
              {shipping.mobile}
              {shipping.s_email ? (
                <>
                  <br />
                  {shipping.s_email}
                </>
              ) : null}
            </address>
            {order.tracking_number ? (
              <p className="mt-3 text-sm">
                {order.carrier} · {order.tracking_number}
                {order.tracking_url ? (
                  <>
                    {" "}
                    <a
                      href={order.tracking_url}
                      target="_blank"
                      rel="noreferrer"
                      className="text-brand-700 underline"
                    >
                      Track
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
          </section>
        </aside>
      </div>
    </>
  );
}

function Sum({ label, value, strong = false }: { label: string; value: React.ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong ? "flex justify-between gap-3 font-semibold text-stone-900" : "flex justify-between gap-3"
      }
    >
      <dt className={strong ? "" : "text-stone-500"}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** Shipping asks for the carrier, the tracking number and the link the customer follows. */
function ShipForm({
  pending,
  onCancel,
  onShip,
}: {
  pending: boolean;
  onCancel: () => void;
  onShip: (update: OrderStatusUpdate) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onShip({
      status: "shipped",
      carrier: String(form.get("carrier") ?? "").trim(),
      tracking_number: String(form.get("tracking_number") ?? "").trim(),
      tracking_url: String(form.get("tracking_url") ?? "").trim(),
    });
  };
  return (
    <form
      onSubmit={submit}
      className="panel mb-6 grid gap-4 p-4 sm:grid-cols-3 sm:p-5"
      aria-label="Ship the order"
    >
      <TextField label="Carrier" name="carrier" required maxLength={60} placeholder="DHL Express" />
      <TextField label="Tracking number" name="tracking_number" required maxLength={60} />
      <TextField label="Tracking link" name="tracking_url" type="url" required placeholder="https://" />
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" pending={pending}>
          Mark shipped
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const HISTORY_WORDS: Record<string, string> = {
  payment: "Payment",
  fulfilment: "Stage",
  tailoring: "Tailoring",
  refund: "Refund",
};

const CONFIRMED_BY: Record<string, string> = { code: "the code", link: "the link", phone: "phone" };

function describe(entry: OrderStaffView["history"][number]): string {
  if (entry.kind === "payment" && entry.to === "awaiting_collection") {
    const method = CONFIRMED_BY[String(entry.data.method)];
    return method ? `Cash on delivery confirmed by ${method}` : "Cash on delivery confirmed";
  }
  if (entry.kind === "payment" && entry.to in PAYMENT_LABELS) {
    const reason = typeof entry.data.reason === "string" ? ` (${entry.data.reason})` : "";
    return `Payment: ${PAYMENT_LABELS[entry.to as OrderPaymentStatus]}${reason}`;
  }
  if (entry.kind === "fulfilment") return FULFILMENT_LABELS[entry.to as FulfilmentStatus] ?? entry.to;
  if (entry.kind === "tailoring") return TAILORING_LABELS[entry.to as TailoringStage] ?? entry.to;
  if (entry.kind === "refund" && typeof entry.data.amount === "number") {
    return `Refunded ${formatMoney(entry.data.amount, entry.data.currency === "USD" ? "USD" : "INR")}`;
  }
  return `${HISTORY_WORDS[entry.kind] ?? entry.kind}: ${entry.to.replaceAll("_", " ")}`;
}

/** The history with who did what, and the internal notes. */
function StaffPanel({ orderId }: { orderId: number }) {
  const staff = useOrderStaff(orderId);
  const addNote = useAddNote(orderId);
  const toast = useToast();
  const [note, setNote] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addNote.mutate(note, {
      onSuccess: () => setNote(""),
      onError: (error) =>
        toast({ tone: "error", title: LIFECYCLE_MESSAGES.somethingWentWrong, description: error.message }),
    });
  };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="panel p-4 sm:p-5" aria-labelledby="history-title">
        <h2 id="history-title" className="text-sm font-semibold text-stone-900">
          Timeline
        </h2>
        {staff.data ? (
          <ol className="mt-3 space-y-3 border-l border-stone-200 pl-4" data-testid="order-history">
            {staff.data.history.map((entry) => (
              <li key={`${entry.at}-${entry.kind}-${entry.line_id}-${entry.to}`} className="relative text-sm">
                <span
                  className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand-700"
                  aria-hidden
                />
                <p className="font-medium text-stone-900">{describe(entry)}</p>
                <p className="text-xs text-stone-500">
                  {when.format(new Date(entry.at))}
                  {entry.by ? ` · ${entry.by}` : ""}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-stone-500">{staff.error ? staff.error.message : "Loading…"}</p>
        )}
      </section>
      <section className="panel p-4 sm:p-5" aria-labelledby="notes-title">
        <h2 id="notes-title" className="text-sm font-semibold text-stone-900">
          Internal notes
        </h2>
        <ul className="mt-3 space-y-3" data-testid="order-notes">
          {staff.data?.notes.map((entry) => (
            <li key={entry.id} className="rounded-md bg-stone-50 p-3 text-sm">
              <p className="whitespace-pre-wrap text-stone-800">{entry.body}</p>
              <p className="mt-1 text-xs text-stone-500">
                {entry.author} · {when.format(new Date(entry.created))}
              </p>
            </li>
          ))}
        </ul>
        <form onSubmit={submit} className="mt-3 space-y-2">
          <label htmlFor="order-note" className="block text-sm font-medium text-stone-800">
            Add a note
          </label>
          <textarea
            id="order-note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={2000}
            className="block w-full rounded-md border border-stone-300 px-3 py-2 text-sm shadow-sm focus-ring"
            placeholder="Only staff see notes."
          />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            pending={addNote.isPending}
            disabled={!note.trim()}
          >
            Save note
          </Button>
        </form>
      </section>
    </div>
  );
}
