import { z } from "zod";
import { PieceApproval } from "./approval";
import { DeliveryEstimate, NeedBy } from "./delivery";
import { idNotValid, idNumber, idParam } from "./id";
import {
  FulfilmentStatus,
  ORDER_EVENT_KINDS,
  ORDER_PAYMENT_STATUSES,
  TailoringStage,
} from "./order-lifecycle";

/**
 * The checkout, payment and order answers (spec §7 /api/checkout/payment/*, GET /api/admin/orders/{id}),
 * defined once for the routes, the storefront and the back office. Money in the answers is rupees (and
 * dollars for the `_usd` fields) as the spec's fields show it; the server computes in integer paise.
 */

/** The providers that take money online; cash on delivery (issue 26 §1) is the shop's own. */
export const ONLINE_PAY_TYPES = ["Razorpay", "PayPal", "Stripe"] as const;
export type OnlinePayType = (typeof ONLINE_PAY_TYPES)[number];
export const PAY_TYPES = [...ONLINE_PAY_TYPES, "COD"] as const;
export const PayType = z.enum(PAY_TYPES, { error: "Please choose a payment method." });
export type PayType = z.infer<typeof PayType>;
export const isOnline = (payType: PayType): payType is OnlinePayType => payType !== "COD";

/** An order's payment status as the answers give it (order-lifecycle.ts: with the refund outcomes). */
export const PAYMENT_STATUSES = ORDER_PAYMENT_STATUSES;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const CHECKOUT_MESSAGES = {
  emptyCart: "Your cart is empty.",
  addressRequired: "Please choose a delivery address.",
  addressNotFound: "Address not found",
  notDeliverable: "Address not deliverable",
  payTypeUnavailable: "This payment method is not available.",
  couponUnknown: "This coupon code is not valid.",
  couponExpired: "This coupon has expired.",
  couponUsedUp: "This coupon has been used up.",
  couponUsedByYou: "You have already used this coupon.",
  couponFirstOrderOnly: "This coupon is only for your first order.",
  couponRequired: "Please enter a coupon code.",
  couponApplied: "Coupon applied",
  orderNotFound: "Order not found",
  verifyFailed: "We could not verify this payment.",
  providerDown: "We could not reach the payment provider. Please try again in a minute.",
  paid: "Payment successful",
  pendingConfirmation: "We are confirming your payment",
  failed: "Payment failed",
  cancelled: "Payment cancelled",
  alreadyPaid: "This order is already paid.",
  lineNotFound: "Cart item not found",
} as const;

/** The cart line a Buy Now checkout is for; without it the whole cart is ordered. */
const BuyNowLine = idNumber(idNotValid("Cart item"))
  .optional()
  .describe("Buy Now: the one cart line to order");

/** The address id, or the address object the older client sent (its id is what counts). */
const AddressRef = z
  .union([idNumber(idNotValid("Address")), z.object({ id: idNumber(idNotValid("Address")) }).loose()], {
    error: "Please choose a delivery address.",
  })
  .transform((value) => (typeof value === "number" ? value : value.id));

/** A coupon code as typed, or the coupon object the older client kept; blank means none. */
const CouponRef = z
  .union([z.string(), z.object({ code: z.string() }).loose(), z.null()])
  .optional()
  .transform((value) => {
    const code = typeof value === "string" ? value : (value?.code ?? "");
    return code.trim() === "" ? undefined : code.trim().toUpperCase();
  });

/** Rush tailoring (issue 27 §3): made-to-measure pieces made sooner, for the shop's fee per piece. */
const Rush = z
  .boolean({ error: "Say whether you want rush tailoring." })
  .optional()
  .describe("Rush tailoring, where the shop offers it: its fee is added to each made-to-measure piece");

/** Fields the spec's client sends that the server never trusts: prices, totals and lines come from the server. */
const Ignored = z.unknown().optional().describe("Ignored: the server prices the cart itself");

/** GET /api/checkout/payment/config: what the storefront offers, and whether no real money is taken. */
export const PaymentConfigAnswer = z.object({
  sandbox: z.boolean().describe("The in-repo payment sandbox is on: no real money is taken"),
  pay_types: z.array(PayType),
  razorpay_script: z.string().nullable().describe("Razorpay's checkout script URL"),
  guest_checkout: z
    .boolean()
    .describe("A shopper may check out with an emailed code instead of signing in first (issue 26 §4)"),
});
export type PaymentConfigAnswer = z.infer<typeof PaymentConfigAnswer>;

/** GET/PUT /api/admin/checkout-settings: how a shopper may reach the checkout. */
export const CheckoutSettings = z.strictObject({
  guest_checkout: z.boolean({ error: "Say whether guests may check out." }),
});
export type CheckoutSettings = z.infer<typeof CheckoutSettings>;

export const GUEST_CHECKOUT_OFF = "Please sign in to check out.";

/** POST /api/checkout/payment/quote: the totals the checkout page shows, from the server. */
export const QuoteBody = z.strictObject({
  address: AddressRef.optional(),
  coupon: CouponRef,
  line: BuyNowLine,
  pay_type: PayType.optional().describe(
    "The method the totals are for: COD adds its fee, an online method takes the amount off for paying online",
  ),
  need_by: NeedBy,
  rush: Rush,
});
export type QuoteBody = z.input<typeof QuoteBody>;

/** POST /api/checkout/payment/charge (spec §7). */
export const ChargeBody = z.strictObject({
  address: AddressRef,
  pay_type: PayType,
  coupon: CouponRef,
  line: BuyNowLine,
  need_by: NeedBy,
  rush: Rush,
  amount: Ignored,
  cartItems: Ignored,
  discount: Ignored,
  customSizeData: Ignored,
});
export type ChargeBody = z.input<typeof ChargeBody>;

/** POST /api/checkout/payment/coupon. */
export const CouponBody = z.strictObject({
  code: z.string({ error: CHECKOUT_MESSAGES.couponRequired }).trim().min(1, CHECKOUT_MESSAGES.couponRequired),
  line: BuyNowLine,
});

export const AppliedCoupon = z.object({
  code: z.string(),
  discount: z.number().int().describe("Percent"),
  max_discount: z.number().nullable().describe("Cap in rupees; null means no cap"),
});
export type AppliedCoupon = z.infer<typeof AppliedCoupon>;

export const CouponAnswer = z.object({
  message: z.string(),
  coupon: AppliedCoupon,
  /** The discount this cart would get, in rupees. */
  amount: z.number(),
});
export type CouponAnswer = z.infer<typeof CouponAnswer>;

/** Subtotal, discount, shipping and total in rupees, with the dollar equivalent at the shop's rate. */
export const Totals = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  total_usd: z.number().describe("Total in dollars at dollar_rate, 2 decimals"),
  dollar_rate: z.number().describe("Rupees per dollar"),
  weight_grams: z.number().int(),
  coupon: AppliedCoupon.nullable(),
  cod_fee: z.number().describe("Cash on delivery's fee, rupees, in total"),
  prepaid_discount: z.number().describe("Off for paying online when COD was on offer, rupees, in discount"),
});
export type Totals = z.infer<typeof Totals>;

export const QuoteLine = z.object({
  cart_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  selling_price: z.number().describe("Unit price of the chosen options, rupees"),
  line_total: z.number(),
  customization: z.record(z.string(), z.unknown()),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const QuoteAnswer = z.object({
  lines: z.array(QuoteLine),
  totals: Totals,
  deliverable: z.boolean(),
  message: z.string().optional().describe("Why the address cannot be delivered to"),
  pay_types: z.array(PayType).describe("Configured providers, in the order to offer them; COD when offered"),
  cod: z
    .object({
      offered: z.boolean(),
      reason: z.string().nullable().describe("Why not, in one line; null when the shop has COD off"),
      fee: z.number().describe("Rupees added for paying on delivery"),
      prepaid_discount: z.number().describe("Rupees off for paying online instead"),
    })
    .describe("Cash on delivery for this cart and address"),
  delivery: DeliveryEstimate.extend({ country: z.string() })
    .nullable()
    .describe("The earliest days it leaves and arrives, to the address's country (India without one)"),
  rush: z
    .object({
      fee: z.number().describe("Rupees for all the made-to-measure pieces"),
      deliver_on: z.string().nullable().describe("YYYY-MM-DD: the earliest delivery with it"),
      chosen: z.boolean().describe("Whether these totals include it"),
    })
    .nullable()
    .describe("Rush tailoring where the shop offers it and the order has made-to-measure pieces"),
  need_by: z
    .object({ date: z.string(), ok: z.boolean(), message: z.string().nullable() })
    .nullable()
    .describe(
      "Whether the shop can deliver by the date asked (null: none asked); the charge refuses it when not",
    ),
});
export type QuoteAnswer = z.infer<typeof QuoteAnswer>;

/** GET /api/checkout/payment/shipping/{addressId}/{totalWeight} (spec §7). */
export const ShippingQuoteParams = z.object({
  addressId: idParam(idNotValid("Address")),
  totalWeight: z.string().max(20).describe("Ignored: the server weighs the cart itself"),
});
export const ShippingQuoteAnswer = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  Details: z.object({ ShippingCharge: z.number().describe("Rupees") }).optional(),
});
export type ShippingQuoteAnswer = z.infer<typeof ShippingQuoteAnswer>;

/** The charge's answer: the order, and what the browser needs for its provider. */
export const ChargeAnswer = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  pay_type: PayType,
  status: PaymentStatus,
  amount: z.number().int().describe("Minor units of currency (paise or cents)"),
  currency: z.enum(["INR", "USD"]),
  totals: Totals,
  /** PayPal and Stripe: the provider's page to send the shopper to. */
  url: z.string().optional(),
  /** Razorpay: the provider order id, and the key id its checkout script needs. */
  id: z.string().optional(),
  key: z.string().optional(),
  name: z.string().optional(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }).optional(),
});
export type ChargeAnswer = z.infer<typeof ChargeAnswer>;

/** POST /api/checkout/payment/verify: each provider's return fields; the order id is the shop's. */
export const VerifyBody = z.strictObject({
  order_id: idParam(idNotValid("Order")).optional(),
  razorpay_order_id: z.string().max(64).optional(),
  razorpay_payment_id: z.string().max(64).optional(),
  razorpay_signature: z.string().max(256).optional(),
  PayerID: z.string().max(64).optional(),
  paymentId: z.string().max(64).optional(),
  token: z.string().max(64).optional(),
  session_id: z.string().max(255).optional(),
});
export type VerifyBody = z.input<typeof VerifyBody>;

export const VerifyAnswer = z.object({
  success: z.boolean(),
  status: PaymentStatus,
  order_id: z.number().int(),
  url: z.string().describe("Where to go next: the order's confirmation page"),
  message: z.string(),
});
export type VerifyAnswer = z.infer<typeof VerifyAnswer>;

export const CancelBody = z.strictObject({
  order_id: idParam(idNotValid("Order")).optional(),
  token: z.string().max(64).optional().describe("PayPal's cancel return carries its order id"),
  session_id: z.string().max(255).optional(),
});
export const CancelAnswer = z.object({
  message: z.string(),
  status: PaymentStatus,
  order_id: z.number().int(),
});
export type CancelAnswer = z.infer<typeof CancelAnswer>;

/** Spec §3 Order line. */
export const OrderLine = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  selling_price: z.number().describe("Unit price of the chosen options, rupees"),
  line_total: z.number(),
  customization: z.record(z.string(), z.unknown()),
  full_customization: z.string().describe("JSON text"),
  amount_charged: z.number().describe("The order's charge in its currency"),
  discount: z.number(),
  pay_type: PayType,
  status: PaymentStatus,
  order_status: z.enum(["pending", "completed"]),
  status_message: z.string(),
  modified: z.string(),
  created: z.string(),
  invoice: z.string().nullable(),
  dhl: z.string().nullable(),
  made_to_measure: z.boolean(),
  tailoring_stage: TailoringStage.nullable(),
  cancelled: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** Spec §3 Shipping record. */
export const ShippingRecord = z.object({
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  mobile: z.string(),
  s_mobile: z.string(),
  s_email: z.string(),
});
export type ShippingRecord = z.infer<typeof ShippingRecord>;

export const OrderSummary = z.object({
  id: z.number().int(),
  order_number: z.string(),
  pay_type: PayType,
  status: PaymentStatus,
  order_status: z.enum(["pending", "completed"]),
  fulfilment: FulfilmentStatus,
  status_message: z.string(),
  currency: z.enum(["INR", "USD"]),
  amount_charged: z.number().describe("In the order's currency (rupees or dollars)"),
  refunded: z.number().describe("Refunded so far, in the order's currency"),
  totals: Totals,
  created: z.string(),
  modified: z.string(),
  paid_at: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  invoice: z.string().nullable().describe("The GST invoice PDF's url, once issued"),
  need_by: z.string().nullable().describe("YYYY-MM-DD: the day the customer said they need it"),
  dispatch_by: z.string().nullable().describe("YYYY-MM-DD: the day the shop promised it leaves"),
  deliver_by: z.string().nullable().describe("YYYY-MM-DD: the day the shop promised it arrives"),
  rush_fee: z.number().describe("Rupees of rush tailoring in the made-to-measure pieces' prices (0: none)"),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** One step of an order's timeline (payment, fulfilment, a line's tailoring stage, a refund). */
export const OrderEvent = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  line_id: z.number().int().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** GET /api/admin/orders/{id}: the order's lines and shipping record (spec), with the order itself. */
export const OrderDetailAnswer = z.object({
  order: OrderSummary,
  orders: z.array(OrderLine),
  shipping: ShippingRecord,
  timeline: z.array(OrderEvent),
  /** Cash on delivery (null for orders paid online): the confirmation, and the customer's refused parcels. */
  cod: z
    .object({
      confirm_by: z.string().nullable().describe("When an unconfirmed order ends"),
      confirmed_at: z.string().nullable(),
      confirmed_by: z.enum(["code", "link", "phone"]).nullable(),
      confirmed_by_staff: z.string().describe("The staff member who confirmed by phone, or ''"),
      refused_parcels: z.number().int().describe("The customer's COD parcels refused at the door"),
    })
    .nullable(),
  approvals: z
    .array(PieceApproval)
    .describe("Photos of finished made-to-measure pieces and the customer's answers (issue 27 §4)"),
  late_stages: z
    .array(
      z.object({
        line_id: z.number().int(),
        name: z.string(),
        stage: TailoringStage,
        due_by: z.string().describe("YYYY-MM-DD: the last day of this stage for the promised dispatch"),
      }),
    )
    .describe("Staff only (empty for the customer): made-to-measure lines behind the promised dispatch day"),
  /** A GST credit note per refund (the invoice is the order's `invoice`), each a PDF link with its key. */
  credit_notes: z.array(
    z.object({
      number: z.string(),
      issued: z.string(),
      amount: z.number().describe("Rupees"),
      url: z.string(),
    }),
  ),
});
export type OrderDetailAnswer = z.infer<typeof OrderDetailAnswer>;

/** Spec §3 Order summary row, one per order (its first line's picture and name). */
export const OrderSummaryRow = z.object({
  id: z.number().int(),
  order_number: z.string(),
  image: z.string().nullable(),
  name: z.string(),
  category: z.string(),
  color: z.string(),
  size: z.string(),
  items: z.number().int(),
  modified: z.string(),
  created: z.string(),
  status: PaymentStatus,
  order_status: z.enum(["pending", "completed"]),
  fulfilment: FulfilmentStatus,
  status_message: z.string(),
  selling_price: z.number().describe("The order total, rupees"),
  pay_type: PayType,
});
export type OrderSummaryRow = z.infer<typeof OrderSummaryRow>;

export const OrderListAnswer = z.object({ data: z.array(OrderSummaryRow) });
export type OrderListAnswer = z.infer<typeof OrderListAnswer>;

export const OrderParams = z.object({ id: idParam(idNotValid("Order")) });

/** The shop's order number shown to customers and sent to providers as the receipt. */
export function orderNumber(orderId: number): string {
  return `RB${String(orderId).padStart(6, "0")}`;
}
