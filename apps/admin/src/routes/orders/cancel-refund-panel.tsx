import { useConfirm } from "@admin/components/dialogs";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { invoicingKeys } from "@admin/hooks/api/invoicing";
import { orderKeys } from "@admin/hooks/api/orders";
import { apiFetch, isApiError } from "@admin/lib/api";
import { formatDate, formatMoney } from "@admin/lib/format";
import { canCancelOrder, canMovePayment } from "@boutique/shared/order-transitions";
import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import { LIFECYCLE_MESSAGES } from "@boutique/shared/schemas/order-lifecycle-words";
import type { RefundAnswer, RefundRow } from "@boutique/shared/schemas/refund";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";

type RefundRequest = { amount?: number; line_ids?: number[]; cancel?: boolean; reason: string };

/** A fresh key per intent: a retried click of the same refund is the same refund on the server. */
const newKey = () => `panel-${crypto.randomUUID()}`;

/**
 * Cancel the order or refund part of it (admin): money goes back through the provider that took it, in
 * the order's currency; cancelled lines' stock returns to the shelf. Lists the order's refunds.
 */
export function CancelRefundPanel({ detail }: { detail: OrderDetailAnswer }) {
  const { order } = detail;
  const client = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(newKey);
  const refunds = useQuery({
    queryKey: [...orderKeys.detail(order.id), "refunds"],
    queryFn: ({ signal }) =>
      apiFetch<{ data: RefundRow[] }>(`/api/admin/orders/${order.id}/refunds`, { signal }).then(
        (answer) => answer.data,
      ),
  });
  const send = useMutation({
    mutationFn: (body: RefundRequest) =>
      apiFetch<RefundAnswer>(`/api/admin/orders/${order.id}/refunds`, {
        method: "POST",
        body,
        headers: { "Idempotency-Key": key },
      }),
    onSuccess: (answer) => {
      client.setQueryData(orderKeys.detail(order.id), answer.detail);
      void client.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
      void client.invalidateQueries({ queryKey: orderKeys.dashboard() });
      void client.invalidateQueries({ queryKey: orderKeys.newCount() });
      void client.invalidateQueries({ queryKey: invoicingKeys.documents(order.id) });
      setOpen(false);
      setKey(newKey());
      toast({
        tone: "success",
        title: `Refunded ${formatMoney(answer.refund.amount, answer.refund.currency)}`,
      });
    },
    onError: (error) => {
      // A refusal is final for its key: the next try is a new intent. A lost answer (status 0) keeps the
      // key, so trying again is the same refund.
      if (!isApiError(error, 0)) setKey(newKey());
      void refunds.refetch();
      toast({ tone: "error", title: LIFECYCLE_MESSAGES.somethingWentWrong, description: error.message });
    },
  });

  // The order's money may still go back (the shared tables say where a payment may move).
  const paid = canMovePayment(order.status, "refunded");
  const refundable = Math.max(0, Math.round((order.amount_charged - order.refunded) * 100) / 100);
  const cancellable = canCancelOrder(order.status, order.fulfilment);

  const cancelOrder = async () => {
    const yes = await confirm({
      title: `Cancel order ${order.order_number}?`,
      description: `${formatMoney(refundable, order.currency)} goes back to the customer through ${order.pay_type}, and the pieces return to stock. There is no cancellation fee.`,
      confirmLabel: "Cancel and refund",
      cancelLabel: "Keep the order",
      tone: "danger",
    });
    if (yes) send.mutate({ cancel: true, reason: "Order cancelled by the shop" });
  };

  // Nothing to refund and no refunds to list (an unpaid cash-on-delivery order): no panel.
  if (!(paid && refundable > 0) && !open && (refunds.data?.length ?? 0) === 0) return null;

  return (
    <div className="mt-4 border-t border-stone-200 pt-4" data-testid="refund-panel">
      {paid && refundable > 0 ? (
        <div className="flex flex-wrap gap-2">
          {cancellable ? (
            <Button variant="danger" size="sm" onClick={cancelOrder} pending={send.isPending && !open}>
              Cancel order
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setOpen((shown) => !shown)}
            aria-expanded={open}
          >
            Refund…
          </Button>
        </div>
      ) : null}
      {open ? (
        <RefundForm
          detail={detail}
          refundable={refundable}
          canCancelLines={cancellable}
          pending={send.isPending}
          onSubmit={(body) => send.mutate(body)}
        />
      ) : null}
      {refunds.data && refunds.data.length > 0 ? (
        <ul className="mt-3 space-y-2 text-sm" aria-label="Refunds">
          {refunds.data.map((refund) => (
            <li
              key={refund.id}
              className="flex items-start justify-between gap-3 rounded-md bg-stone-50 px-3 py-2"
            >
              <span>
                <span className="font-medium text-stone-900">
                  {formatMoney(refund.amount, refund.currency)}
                </span>
                <span className="block text-xs text-stone-500">
                  {formatDate(refund.created)} · {refund.reason}
                </span>
              </span>
              <span
                className={refund.status === "failed" ? "text-xs text-red-700" : "text-xs text-stone-600"}
              >
                {refund.status === "succeeded"
                  ? "Refunded"
                  : refund.status === "failed"
                    ? "Failed"
                    : "Pending"}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function RefundForm({
  detail,
  refundable,
  canCancelLines,
  pending,
  onSubmit,
}: {
  detail: OrderDetailAnswer;
  refundable: number;
  canCancelLines: boolean;
  pending: boolean;
  onSubmit: (body: RefundRequest) => void;
}) {
  const { order } = detail;
  const [lines, setLines] = useState<number[]>([]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amountText = String(form.get("amount") ?? "").trim();
    onSubmit({
      ...(amountText ? { amount: Number(amountText) } : {}),
      ...(lines.length > 0 ? { line_ids: lines } : {}),
      reason: String(form.get("reason") ?? "").trim(),
    });
  };
  const open = detail.orders.filter((line) => !line.cancelled);
  return (
    <form
      onSubmit={submit}
      className="mt-3 space-y-3 rounded-md border border-stone-200 p-3"
      aria-label="Refund"
    >
      {canCancelLines && open.length > 1 ? (
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-stone-800">Cancel pieces (stock returns)</legend>
          {open.map((line) => (
            <label key={line.id} className="mt-1 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={lines.includes(line.id)}
                onChange={(event) =>
                  setLines((chosen) =>
                    event.target.checked ? [...chosen, line.id] : chosen.filter((id) => id !== line.id),
                  )
                }
              />
              <span className="min-w-0 flex-1 truncate">{line.name}</span>
              <span className="text-stone-500 tabular-nums">{formatMoney(line.line_total)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="block text-sm">
        <span className="font-medium text-stone-800">Amount ({order.currency === "USD" ? "US$" : "₹"})</span>
        <input
          name="amount"
          type="number"
          step="0.01"
          min="0.01"
          max={refundable}
          placeholder={lines.length > 0 ? "The pieces' value" : `Up to ${refundable}`}
          className="mt-1 block h-9 w-full rounded-md border border-stone-300 px-3 text-sm shadow-sm focus-ring"
        />
      </label>
      <label className="block text-sm">
        <span className="font-medium text-stone-800">Reason</span>
        <input
          name="reason"
          required
          maxLength={500}
          className="mt-1 block h-9 w-full rounded-md border border-stone-300 px-3 text-sm shadow-sm focus-ring"
        />
      </label>
      <Button type="submit" size="sm" pending={pending}>
        Refund
      </Button>
    </form>
  );
}
