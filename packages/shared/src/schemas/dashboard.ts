import { z } from "zod";
import { PAY_TYPES, PaymentStatus } from "./checkout";
import { RECOVERY_DASHBOARD_DAYS, RecoveryFigures } from "./checkout-recovery";
import { FulfilmentStatus } from "./order-lifecycle";

/**
 * GET /api/admin/orders/dashboard (admin only): the spec's five figures plus Razorpay's, and what a
 * boutique owner looks at next. Money is rupees net of refunds (a dollar order counts at the rupee total
 * it was priced at); "sold" means paid, partly refunded or refunded orders. Windows are the last 7 days.
 */
/** The window of the dashboard's cash-on-delivery figures. */
export const COD_DASHBOARD_DAYS = 90;

export const DASHBOARD_PERIODS = ["day", "week", "month"] as const;
export const DashboardQuery = z.object({ period: z.enum(DASHBOARD_PERIODS).default("day") });

const Money = z.number().describe("Rupees");

export const DashboardAnswer = z.object({
  total_sales_stripe: Money,
  total_sales_paypal: Money,
  total_sales_razorpay: Money,
  pending_orders: z.number().int().describe("Paid orders not yet delivered or cancelled"),
  new_orders: z.number().int().describe("Orders paid in the last 7 days"),
  new_customer: z.number().int().describe("Customer accounts created in the last 7 days"),
  paid_orders: z.number().int(),
  average_order_value: Money,
  period: z.enum(DASHBOARD_PERIODS),
  revenue: z
    .array(
      z.object({
        start: z.string().describe("First day of the bucket, YYYY-MM-DD (India)"),
        orders: z.number().int(),
        revenue: Money,
      }),
    )
    .describe("Oldest first: 30 days, 12 weeks or 12 months"),
  by_gateway: z.array(z.object({ pay_type: z.enum(PAY_TYPES), orders: z.number().int(), revenue: Money })),
  by_currency: z.array(
    z.object({
      currency: z.enum(["INR", "USD"]),
      orders: z.number().int(),
      revenue: Money,
      charged: z.number().describe("In the currency itself (dollars for USD)"),
    }),
  ),
  /** What sold most in the last 90 days (TOP_PRODUCTS_DAYS), by revenue. */
  top_products: z.array(z.object({ name: z.string(), units: z.number().int(), revenue: Money })),
  tailoring: z
    .array(
      z.object({ stage: z.string().describe("not_started or a tailoring stage"), lines: z.number().int() }),
    )
    .describe("Made-to-measure lines of orders in production, by stage"),
  cod: z
    .object({
      orders: z.number().int().describe("COD orders placed"),
      value: Money.describe("Their value once confirmed"),
      confirmation_rate: z
        .number()
        .nullable()
        .describe("Confirmed of those decided (confirmed or ended), 0-1"),
      rto_rate: z.number().nullable().describe("Refused at the door of those shipped, 0-1"),
      to_collect: z.number().int().describe("Confirmed orders whose cash is not yet in"),
      to_collect_value: Money,
    })
    .describe(`Cash on delivery over the last ${COD_DASHBOARD_DAYS} days`),
  recovery: RecoveryFigures.describe(
    `Checkouts left unpaid over the last ${RECOVERY_DASHBOARD_DAYS} days: reminded, and recovered (bought after a reminder)`,
  ),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;

/** GET /api/admin/orders: the newest orders for the dashboard. */
export const RecentOrderRow = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created: z.string(),
  customer: z.string(),
  total: Money,
  pay_type: z.enum(PAY_TYPES),
  status: PaymentStatus,
  fulfilment: FulfilmentStatus,
});
export type RecentOrderRow = z.infer<typeof RecentOrderRow>;
export const RecentOrdersAnswer = z.object({ data: z.array(RecentOrderRow) });
export type RecentOrdersAnswer = z.infer<typeof RecentOrdersAnswer>;
