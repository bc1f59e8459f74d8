import { customerCancellableUntil } from "@boutique/shared/schemas/refund";
import { loadOwnOrder } from "@storefront/features/checkout/order.server";
import { policiesOrNull } from "@storefront/features/pages/api";
import { ApiError, type ApiFetch, requestJson } from "@storefront/lib/api-client";
import { data, redirect } from "react-router";
import type { ApprovalResult } from "./components/piece-approval";

/** /OrderDetails/{orderId}: the owner's order with its timeline, and the shop's delivery promise. */
export async function loadOrderDetails(request: Request, api: ApiFetch, orderParam: string | undefined) {
  if (orderParam === undefined) throw redirect("/UserAccount?tab=orders");
  const [order, policies] = await Promise.all([loadOwnOrder(request, api, orderParam), policiesOrNull(api)]);
  const until = customerCancellableUntil(order.order, policies?.cancellation_window_hours ?? 24);
  return {
    ...order,
    deliveryEstimate: policies?.delivery_estimate ?? "2-4 weeks",
    /** Free cancellation by the customer ends then (null: not possible). */
    cancellableUntil: until && until.getTime() > Date.now() ? until.toISOString() : null,
  };
}

export type CancelResult = { ok: boolean; message: string };

/** The Cancel order form (a plain post, works without JavaScript): the API decides and says why not. */
export async function cancelOrderAction(api: ApiFetch, orderParam: string | undefined) {
  const orderId = Number(orderParam);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw data(null, { status: 404 });
  try {
    const answer = await requestJson<{ message: string }>(api, `/api/orders/${orderId}/cancel`, {
      method: "POST",
    });
    return data<CancelResult>({ ok: true, message: answer.message });
  } catch (error) {
    if (error instanceof ApiError)
      return data<CancelResult>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

export type OrderDetailsData = Awaited<ReturnType<typeof loadOrderDetails>>;

/**
 * The customer's answer to a finished piece's photos (issue 27 §4): approve, or ask for a change with a
 * note. A plain post; the API decides and says why not.
 */
export async function approvalAction(api: ApiFetch, orderParam: string | undefined, form: FormData) {
  const orderId = Number(orderParam);
  const lineId = Number(form.get("line_id"));
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw data(null, { status: 404 });
  const decision = form.get("decision");
  const body = decision === "change" ? { decision, note: String(form.get("note") ?? "") } : { decision };
  try {
    const answer = await requestJson<{ message: string }>(
      api,
      `/api/orders/${orderId}/lines/${lineId}/approval`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      },
    );
    return data<ApprovalResult>({ intent: "approval", lineId, ok: true, message: answer.message });
  } catch (error) {
    if (error instanceof ApiError)
      return data<ApprovalResult>(
        { intent: "approval", lineId, ok: false, message: error.message },
        { status: error.status },
      );
    throw error;
  }
}
