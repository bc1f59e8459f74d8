import type { ChargeAnswer, PayType } from "@boutique/shared/schemas/checkout";
import { ApiError, browserApi } from "@storefront/lib/api-client";
import { loginHref, safeReturnTo } from "@storefront/lib/safe-redirect";
import { useState } from "react";
import { useNavigate } from "react-router";
import { createCharge, verifyPayment } from "./api";
import type { Warning } from "./components/warning-dialog";
import { loadRazorpay } from "./razorpay";

export type PlaceOrderInput = {
  address: number;
  payType: PayType;
  coupon: string | null;
  line: number | null;
  /** When the shopper needs it (YYYY-MM-DD), if they said. */
  needBy: string | null;
  /** Rush tailoring chosen (its fee is in the quote's totals). */
  rush: boolean;
};

const SHOP_COLOUR = "#7a1f3d";

/**
 * Place Order (spec §4): the server creates the order and the provider's payment; PayPal and Stripe
 * send the shopper to their page, Razorpay opens its pop-up here and the payment is verified before
 * the Thank You page. `busy` is the overlay's message; `warning` what the pop-up says.
 */
export function usePlaceOrder({ razorpayScript }: { razorpayScript: string | null }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [warning, setWarning] = useState<Warning | null>(null);

  const fail = (error: unknown) => {
    setBusy(null);
    if (error instanceof ApiError && error.status === 409) {
      // 'Only {n} quantity available.': the cart needs changing before the order can go through.
      setWarning({ message: error.message, link: { to: "/Cart", label: "Go To cart" } });
    } else if (error instanceof ApiError && error.status === 401) {
      // The session ended while the page was open: sign in and come back.
      navigate(loginHref(window.location.pathname + window.location.search));
    } else {
      setWarning({
        message:
          error instanceof ApiError ? error.message : "We could not place your order. Please try again.",
      });
    }
  };

  const payWithRazorpay = async (charge: ChargeAnswer, input: PlaceOrderInput) => {
    if (!razorpayScript || !charge.id || !charge.key) throw new Error("Razorpay is not set up");
    const Razorpay = await loadRazorpay(razorpayScript);
    const back = `/Cancel?order_id=${charge.order_id}${input.line ? `&line=${input.line}` : ""}`;
    const checkout = new Razorpay({
      key: charge.key,
      amount: charge.amount,
      currency: charge.currency,
      name: charge.name ?? "Rangrez Boutique",
      description: `Order ${charge.order_number}`,
      order_id: charge.id,
      prefill: charge.prefill,
      theme: { color: SHOP_COLOUR },
      handler: async (response) => {
        setBusy("Confirming your payment…");
        try {
          const verified = await verifyPayment(browserApi, { order_id: charge.order_id, ...response });
          navigate(safeReturnTo(verified.url), { replace: true });
        } catch (error) {
          setBusy(null);
          setWarning({
            title: "Payment not confirmed yet",
            message: error instanceof ApiError ? error.message : "We could not confirm your payment yet.",
            link: { to: `/OrderConfirmation/${charge.order_id}`, label: "See your order" },
          });
        }
      },
      modal: { ondismiss: () => navigate(back) },
    });
    checkout.on("payment.failed", () => navigate(`${back}&reason=failed`));
    setBusy(null);
    checkout.open();
  };

  const placeOrder = async (input: PlaceOrderInput) => {
    setBusy("Creating your order…");
    try {
      const charge = await createCharge(browserApi, {
        address: input.address,
        pay_type: input.payType,
        ...(input.coupon ? { coupon: input.coupon } : {}),
        ...(input.line ? { line: input.line } : {}),
        ...(input.needBy ? { need_by: input.needBy } : {}),
        ...(input.rush ? { rush: true } : {}),
      });
      if (charge.url) {
        setBusy(charge.pay_type === "COD" ? "Placing your order…" : `Taking you to ${charge.pay_type}…`);
        window.location.assign(charge.url);
        return;
      }
      await payWithRazorpay(charge, input);
    } catch (error) {
      fail(error);
    }
  };

  return { placeOrder, busy, warning, setWarning };
}
