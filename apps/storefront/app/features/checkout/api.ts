import type { AddressSaved } from "@boutique/shared/schemas/address";
import type {
  CancelAnswer,
  ChargeAnswer,
  ChargeBody,
  CouponAnswer,
  OrderDetailAnswer,
  OrderListAnswer,
  PaymentConfigAnswer,
  QuoteAnswer,
  QuoteBody,
  VerifyAnswer,
  VerifyBody,
} from "@boutique/shared/schemas/checkout";
import type { RestoreAnswer, UnsubscribeInfo } from "@boutique/shared/schemas/checkout-recovery";
import type { AddressInput } from "@storefront/features/account/api";
import { getPageBanner } from "@storefront/features/cart/api";
import { ApiError, type ApiFetch, jsonInit, requestJson } from "@storefront/lib/api-client";

// Checkout, payment and orders (spec §7 /api/checkout/payment/*, GET /api/admin/orders/{id}). Every
// figure shown comes from these answers: the browser never adds totals up itself.

/** GET /api/checkout/payment/config: whether the sandbox is on, the providers offered, Razorpay's script. */
export type PaymentConfig = PaymentConfigAnswer;

const CONFIG_TTL_MS = 60_000;
let configCache: { at: number; value: PaymentConfig } | null = null;

/**
 * The payment settings, read once a minute at most: they come from the server's environment and only
 * change with a restart. Null when the server does not answer them (payments are then not open).
 */
export async function getPaymentConfig(api: ApiFetch): Promise<PaymentConfig | null> {
  if (configCache && Date.now() - configCache.at < CONFIG_TTL_MS) return configCache.value;
  try {
    const value = await requestJson<PaymentConfig>(api, "/api/checkout/payment/config");
    configCache = { at: Date.now(), value };
    return value;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getQuote(api: ApiFetch, body: QuoteBody): Promise<QuoteAnswer> {
  return requestJson<QuoteAnswer>(api, "/api/checkout/payment/quote", jsonInit("POST", body));
}

export function applyCoupon(api: ApiFetch, body: { code: string; line?: number }): Promise<CouponAnswer> {
  return requestJson<CouponAnswer>(api, "/api/checkout/payment/coupon", jsonInit("POST", body));
}

export function createCharge(api: ApiFetch, body: ChargeBody): Promise<ChargeAnswer> {
  return requestJson<ChargeAnswer>(api, "/api/checkout/payment/charge", jsonInit("POST", body));
}

export function verifyPayment(api: ApiFetch, body: VerifyBody): Promise<VerifyAnswer> {
  return requestJson<VerifyAnswer>(api, "/api/checkout/payment/verify", jsonInit("POST", body));
}

export function cancelPayment(
  api: ApiFetch,
  body: { order_id?: number; token?: string; session_id?: string },
): Promise<CancelAnswer> {
  return requestJson<CancelAnswer>(api, "/api/checkout/payment/cancel", jsonInit("POST", body));
}

/** GET /api/admin/orders/{id}: the shopper's own order; another's, or none, is 404. */
export function getOrder(api: ApiFetch, orderId: number): Promise<OrderDetailAnswer> {
  return requestJson<OrderDetailAnswer>(api, `/api/admin/orders/${orderId}`);
}

export async function listOrders(api: ApiFetch): Promise<OrderListAnswer["data"]> {
  return (await requestJson<OrderListAnswer>(api, "/api/checkout/payment/orders")).data;
}

/** POST /api/items/address from the checkout's Add New Address dialog: the saved address comes back. */
export function addAddress(api: ApiFetch, input: AddressInput): Promise<AddressSaved> {
  return requestJson<AddressSaved>(api, "/api/items/address", jsonInit("POST", input));
}

/** GET /api/banner/checkout: the first banner (spec §7), or null. */
export function getCheckoutBanner(api: ApiFetch) {
  return getPageBanner(api, "checkout");
}

/** Cash on delivery's confirmation (issue 26 §1): the answers' shape, without the schema library. */
export type CodAnswer = { message: string; order_id: number; order_number: string; status: string };
export type CodLinkAnswer = { order_number: string; total: number; status: string; awaiting: boolean };

/** POST /api/checkout/cod/confirm: the 6-digit code from the message. */
export function confirmCodByCode(
  api: ApiFetch,
  body: { order_id: number; code: string },
): Promise<CodAnswer> {
  return requestJson<CodAnswer>(api, "/api/checkout/cod/confirm", jsonInit("POST", body));
}

/** POST /api/checkout/cod/resend: a new code. */
export function resendCodCode(api: ApiFetch, body: { order_id: number }): Promise<CodAnswer> {
  return requestJson<CodAnswer>(api, "/api/checkout/cod/resend", jsonInit("POST", body));
}

/** GET /api/cod/confirm?token=: what the confirm link's page shows. */
export function getCodLink(api: ApiFetch, token: string): Promise<CodLinkAnswer> {
  return requestJson<CodLinkAnswer>(api, `/api/cod/confirm?token=${encodeURIComponent(token)}`);
}

/** POST /api/cod/confirm: the link's Confirm button (no sign-in). */
export function confirmCodByLink(api: ApiFetch, token: string): Promise<CodAnswer> {
  return requestJson<CodAnswer>(api, "/api/cod/confirm", jsonInit("POST", { token }));
}

/** GET /api/account/consents: what the shopper has agreed to (the WhatsApp switch at checkout reads it). */
export function getConsents(
  api: ApiFetch,
): Promise<{ consents: { purpose: string; granted: boolean; at: string | null }[] }> {
  return requestJson(api, "/api/account/consents");
}

/** POST /api/checkout/recover: a reminder's link puts the left checkout's pieces back in the cart. */
export function restoreCheckout(api: ApiFetch, token: string): Promise<RestoreAnswer> {
  return requestJson<RestoreAnswer>(api, "/api/checkout/recover", jsonInit("POST", { token }));
}

/** GET /api/checkout/reminders/unsubscribe?token=: what the way-out page shows. */
export function getUnsubscribe(api: ApiFetch, token: string): Promise<UnsubscribeInfo> {
  return requestJson<UnsubscribeInfo>(
    api,
    `/api/checkout/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
  );
}

/** POST /api/checkout/reminders/unsubscribe: no more reminders of left checkouts (no sign-in). */
export function unsubscribeReminders(api: ApiFetch, token: string): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    api,
    "/api/checkout/reminders/unsubscribe",
    jsonInit("POST", { token }),
  );
}
