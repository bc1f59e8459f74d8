import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import { TAILORING_LABELS } from "@boutique/shared/schemas/order-lifecycle-words";
import { TriangleAlert } from "lucide-react";

type Order = OrderDetailAnswer["order"];

/**
 * The dates the order carries (issue 27 §3): the day it was promised to arrive and to leave, and the day
 * the customer needs it. Orders placed before dates were promised have none, and show nothing.
 */
export function DeliveryPromise({ order }: { order: Order }) {
  if (!order.deliver_by && !order.need_by) return null;
  return (
    <dl
      data-testid="order-dates"
      className="panel mb-6 flex flex-wrap gap-x-8 gap-y-1 px-4 py-3 text-sm sm:px-5"
    >
      {order.deliver_by ? (
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-stone-500">Promised delivery:</dt>{" "}
          <dd className="text-stone-900">
            <span className="font-medium">{formatCalendarDate(order.deliver_by)}</span>
            {order.dispatch_by ? (
              <span className="text-stone-600"> (leaves by {formatCalendarDate(order.dispatch_by)})</span>
            ) : null}
          </dd>
        </div>
      ) : null}
      {order.need_by ? (
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-stone-500">Needed by:</dt>{" "}
          <dd className="font-medium text-stone-900">{formatCalendarDate(order.need_by)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Made-to-measure lines whose current tailoring stage should have been done by now for the promised
 * dispatch day (the server counts the stages back from it): the workshop's to-do before the promise slips.
 */
export function LateStagesWarning({ detail }: { detail: OrderDetailAnswer }) {
  const late = detail.late_stages;
  if (late.length === 0) return null;
  const dispatchBy = detail.order.dispatch_by;
  return (
    <section
      aria-labelledby="late-stages-title"
      data-testid="late-stages"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-5"
    >
      <h2 id="late-stages-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-700" />
        Behind the promised dispatch
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {late.map((stage) => (
          <li key={`${stage.line_id}-${stage.stage}`}>
            <span className="font-medium">{stage.name}</span>: {TAILORING_LABELS[stage.stage]} was due by{" "}
            {formatCalendarDate(stage.due_by)}
            {dispatchBy ? ` to dispatch by ${formatCalendarDate(dispatchBy)}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
