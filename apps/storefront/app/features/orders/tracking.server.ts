import type { TrackingAnswer } from "@boutique/shared/schemas/order-tracking";
import { TRACKING_MESSAGES } from "@boutique/shared/schemas/order-tracking";
import { getCurrentUser } from "@storefront/features/account/api";
import { textField } from "@storefront/features/auth/form-values.server";
import { listOrders } from "@storefront/features/checkout/api";
import { ApiError, type ApiFetch, jsonInit, requestJson } from "@storefront/lib/api-client";
import { settle } from "@storefront/lib/loader-helpers";
import { data } from "react-router";

/** A signed-in shopper sees their own orders first; anyone may track one by number and email. */
export async function loadOrderTracking(api: ApiFetch) {
  const user = await getCurrentUser(api);
  return {
    signedIn: Boolean(user),
    orders: user ? await settle("checkout/payment/orders", listOrders(api), null) : null,
  };
}

export type TrackingResult =
  | { ok: true; tracking: TrackingAnswer }
  | { ok: false; message: string; values: { order_number: string; email: string } };

/** The tracking form (works without JavaScript): the API decides, and its message is shown as it is. */
export async function trackOrderAction(request: Request, api: ApiFetch) {
  const form = await request.formData();
  const values = { order_number: textField(form, "order_number"), email: textField(form, "email") };
  if (!values.order_number) {
    return data<TrackingResult>(
      { ok: false, message: TRACKING_MESSAGES.numberRequired, values },
      { status: 400 },
    );
  }
  if (!values.email) {
    return data<TrackingResult>(
      { ok: false, message: TRACKING_MESSAGES.emailRequired, values },
      { status: 400 },
    );
  }
  try {
    const tracking = await requestJson<TrackingAnswer>(api, "/api/orders/track", jsonInit("POST", values));
    return data<TrackingResult>({ ok: true, tracking });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data<TrackingResult>({ ok: false, message: error.message, values }, { status: error.status });
  }
}
