import { CHECKOUT_MESSAGES } from "@boutique/shared/schemas/checkout";
import { getCurrentUser } from "@storefront/features/account/api";
import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { positiveId } from "@storefront/lib/loader-helpers";
import { loginHref, safeReturnTo } from "@storefront/lib/safe-redirect";
import { redirect } from "react-router";
import { cancelPayment, verifyPayment } from "./api";

/** What a return page shows when it does not move straight on to the order. */
export type PaymentReturn = {
  /** /Success (the provider said yes, the check said no) or /Cancel. */
  source: "verify" | "cancel";
  kind: "failed" | "cancelled";
  title: string;
  message: string;
  orderId: number | null;
  /** Buy Now: Try again goes back to checkout for the same line. */
  line: number | null;
};

const short = (value: string | null, max: number) => (value && value.length <= max ? value : undefined);

async function requireShopper(request: Request, api: ApiFetch) {
  if (await getCurrentUser(api)) return;
  const url = new URL(request.url);
  throw redirect(loginHref(url.pathname + url.search));
}

/**
 * /Success?order_id=…&token=…&PayerID=… (PayPal) or ?order_id=…&session_id=… (Stripe): the payment is
 * verified on the server before anything is shown, then the shopper goes to the order's Thank You page,
 * which shows its true state (a payment still being confirmed included). A refusal is shown here.
 */
export async function verifyReturn(request: Request, api: ApiFetch): Promise<PaymentReturn> {
  await requireShopper(request, api);
  const params = new URL(request.url).searchParams;
  const orderId = positiveId(params.get("order_id")) ?? null;
  try {
    const answer = await verifyPayment(api, {
      ...(orderId ? { order_id: orderId } : {}),
      token: short(params.get("token"), 64),
      PayerID: short(params.get("PayerID"), 64),
      paymentId: short(params.get("paymentId"), 64),
      session_id: short(params.get("session_id"), 255),
    });
    if (answer.success || answer.status !== "failed") throw redirect(safeReturnTo(answer.url));
    return {
      source: "verify",
      kind: "failed",
      title: CHECKOUT_MESSAGES.failed,
      message: answer.message,
      orderId: answer.order_id,
      line: null,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw redirect(loginHref("/Cart"));
    return {
      source: "verify",
      kind: "failed",
      title: CHECKOUT_MESSAGES.verifyFailed,
      message: error.message,
      orderId,
      line: null,
    };
  }
}

/**
 * /Cancel?order_id=… (Razorpay's pop-up closed or failed, `reason=failed`), ?token=… (PayPal) or
 * ?session_id=… (Stripe): the order's payment is called off and its stock and coupon given back; the cart
 * stays as it was.
 */
export async function cancelReturn(request: Request, api: ApiFetch): Promise<PaymentReturn> {
  await requireShopper(request, api);
  const params = new URL(request.url).searchParams;
  const orderId = positiveId(params.get("order_id")) ?? null;
  const line = positiveId(params.get("line")) ?? null;
  const failed = params.get("reason") === "failed";
  const title = failed ? CHECKOUT_MESSAGES.failed : CHECKOUT_MESSAGES.cancelled;
  try {
    const answer = await cancelPayment(api, {
      ...(orderId ? { order_id: orderId } : {}),
      token: short(params.get("token"), 64),
      session_id: short(params.get("session_id"), 255),
    });
    // Paid after all (the provider took it before the shopper came back): the order is what to show.
    if (answer.status === "paid") throw redirect(`/OrderConfirmation/${answer.order_id}`);
    return {
      source: "cancel",
      kind: failed ? "failed" : "cancelled",
      title,
      // A declined payment: the server's word is about the cancelling that followed, not the reason.
      message: failed ? "The payment did not go through." : answer.message,
      orderId: answer.order_id,
      line,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw redirect(loginHref("/Cart"));
    return {
      source: "cancel",
      kind: failed ? "failed" : "cancelled",
      title,
      message: error.message,
      orderId,
      line,
    };
  }
}
