import { paiseToRupees } from "@boutique/shared/pricing/currency";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import {
  COD_DASHBOARD_DAYS,
  type DashboardAnswer,
  type RecentOrdersAnswer,
} from "@boutique/shared/schemas/dashboard";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/transaction";
import { recoveryFigures } from "../recovery/recovery.service";
import { orderChangesSeen } from "./orders.repository";

type Period = DashboardAnswer["period"];

/** How many buckets each period shows, oldest first. */
const BUCKETS: Record<Period, number> = { day: 30, week: 12, month: 12 };
/** Top products look at what sold lately, not since the shop opened. */
export const TOP_PRODUCTS_DAYS = 90;

/**
 * Orders whose money was taken, each with its rupee value net of refunds (a refund is in the order's
 * currency, so it comes off the rupee total in proportion to what was charged).
 */
const SOLD = sql`(
  select o.id, o.pay_type, o.currency, o.status, o.fulfilment, o.paid_at, o.total, o.amount_charged,
    o.refunded_amount, o.total - case when o.refunded_amount = 0 or o.amount_charged = 0 then 0
    else round(o.refunded_amount::numeric * o.total / o.amount_charged)::int end as net
  from orders o where o.status in ('paid', 'partially_refunded', 'refunded')
)`;

const int = (value: unknown) => Number(value ?? 0);
const money = (paise: unknown) => paiseToRupees(int(paise));

/** The dashboard's figures, each an SQL aggregate over the orders (never a loop over rows here). */
export function createDashboardService({
  db,
  cacheSeconds,
  ordersCleared = () => 0,
}: {
  db: Database;
  cacheSeconds: number;
  /** Counts clears of the `orders` cache area: order writes through this instance's API or another's. */
  ordersCleared?: () => number;
}) {
  const all = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  /**
   * Figures per period, reused for cacheSeconds while no order changes: none in this process (its order
   * events) and no `orders` clear from any instance (decision 027). Concurrent readers share one computation.
   */
  const changesSeen = () => orderChangesSeen() + ordersCleared();
  const cached = new Map<Period, { until: number; seen: number; answer: Promise<DashboardAnswer> }>();

  async function compute(period: Period): Promise<DashboardAnswer> {
    const unit = period;
    const [grouped, customers, revenue, products, tailoring, [cod], recovery] = await Promise.all([
      // One scan of the sold orders answers the totals, the gateways and the currencies (grouping sets).
      all<{
        by: "all" | "gateway" | "currency";
        pay_type: DashboardAnswer["by_gateway"][number]["pay_type"] | null;
        currency: "INR" | "USD" | null;
        orders: number;
        revenue: number;
        charged: number;
        pending: number;
        recent: number;
      }>(sql`select
          case when grouping(pay_type) = 0 then 'gateway' when grouping(currency) = 0 then 'currency' else 'all' end as by,
          pay_type, currency, count(*)::int as orders, coalesce(sum(net), 0)::bigint as revenue,
          coalesce(sum(amount_charged - refunded_amount), 0)::bigint as charged,
          count(*) filter (where fulfilment not in ('delivered', 'cancelled') and status <> 'refunded')::int as pending,
          count(*) filter (where paid_at >= now() - interval '7 days')::int as recent
        from ${SOLD} sold
        group by grouping sets ((), (pay_type), (currency))`),
      all<{ count: number }>(
        sql`select count(*)::int as count from users where role = 'user' and created_at >= now() - interval '7 days'`,
      ),
      // The window's paid orders (by the paid_at index) summed per bucket, then laid on every bucket.
      all<{ start: string; orders: number; revenue: number }>(sql`
        with first as (
          select date_trunc(${unit}, now() at time zone 'Asia/Kolkata') - (${BUCKETS[period] - 1} * ('1 ' || ${unit})::interval) as start
        ),
        buckets as (
          select generate_series((select start from first), date_trunc(${unit}, now() at time zone 'Asia/Kolkata'), ('1 ' || ${unit})::interval) as start
        ),
        sums as (
          select date_trunc(${unit}, s.paid_at at time zone 'Asia/Kolkata') as start, count(*)::int as orders, sum(s.net)::bigint as revenue
          from ${SOLD} s
          where s.paid_at >= ((select start from first) at time zone 'Asia/Kolkata')
          group by 1
        )
        select to_char(b.start, 'YYYY-MM-DD') as start, coalesce(m.orders, 0)::int as orders, coalesce(m.revenue, 0)::bigint as revenue
        from buckets b left join sums m on m.start = b.start
        order by b.start`),
      all<{ name: string; units: number; revenue: number }>(sql`
        select l.name, sum(l.quantity)::int as units, sum(l.line_total)::bigint as revenue
        from order_lines l join ${SOLD} s on s.id = l.order_id
        where l.cancelled_at is null and s.paid_at >= now() - make_interval(days => ${TOP_PRODUCTS_DAYS})
        group by l.name order by revenue desc, units desc limit 5`),
      all<{ stage: string; lines: number }>(sql`
        select coalesce(l.tailoring_stage, 'not_started') as stage, count(*)::int as lines
        from orders o join order_lines l on l.order_id = o.id and l.made_to_measure and l.cancelled_at is null
        where o.fulfilment = 'in_production'
        group by 1`),
      // Cash on delivery (issue 26 §1): placed, confirmed, shipped, refused and still to collect.
      all<
        Record<
          | "orders"
          | "confirmed"
          | "decided"
          | "value"
          | "shipped"
          | "returned"
          | "to_collect"
          | "to_collect_value",
          number
        >
      >(sql`
        select count(*)::int as orders,
          count(*) filter (where c.confirmed_at is not null)::int as confirmed,
          count(*) filter (where o.status <> 'awaiting_confirmation')::int as decided,
          coalesce(sum(o.total) filter (where c.confirmed_at is not null), 0)::bigint as value,
          count(*) filter (where o.fulfilment in ('shipped', 'delivered', 'returned'))::int as shipped,
          count(*) filter (where o.status = 'returned_to_origin')::int as returned,
          count(*) filter (where o.status = 'awaiting_collection')::int as to_collect,
          coalesce(sum(o.total) filter (where o.status = 'awaiting_collection'), 0)::bigint as to_collect_value
        from orders o left join cod_confirmations c on c.order_id = o.id
        where o.pay_type = 'COD' and o.created_at >= now() - make_interval(days => ${COD_DASHBOARD_DAYS})`),
      recoveryFigures(db),
    ]);
    const rate = (part: unknown, whole: unknown) => (int(whole) === 0 ? null : int(part) / int(whole));
    const row = grouped.find((group) => group.by === "all");
    const gateways = grouped
      .filter((group) => group.by === "gateway")
      .sort((a, b) => int(b.revenue) - int(a.revenue));
    const currencies = grouped
      .filter((group) => group.by === "currency")
      .sort((a, b) => String(a.currency).localeCompare(String(b.currency)));
    const salesOf = (payType: string) => money(gateways.find((group) => group.pay_type === payType)?.revenue);
    const paidOrders = int(row?.orders);
    return {
      total_sales_stripe: salesOf("Stripe"),
      total_sales_paypal: salesOf("PayPal"),
      total_sales_razorpay: salesOf("Razorpay"),
      pending_orders: int(row?.pending),
      new_orders: int(row?.recent),
      new_customer: int(customers[0]?.count),
      paid_orders: paidOrders,
      average_order_value: paidOrders === 0 ? 0 : money(Math.round(int(row?.revenue) / paidOrders)),
      period,
      revenue: revenue.map((bucket) => ({
        start: bucket.start,
        orders: int(bucket.orders),
        revenue: money(bucket.revenue),
      })),
      by_gateway: gateways.map((gateway) => ({
        pay_type: gateway.pay_type!,
        orders: int(gateway.orders),
        revenue: money(gateway.revenue),
      })),
      by_currency: currencies.map((currency) => ({
        currency: currency.currency!,
        orders: int(currency.orders),
        revenue: money(currency.revenue),
        charged: int(currency.charged) / 100,
      })),
      top_products: products.map((product) => ({
        name: product.name,
        units: int(product.units),
        revenue: money(product.revenue),
      })),
      tailoring: tailoring.map((stage) => ({ stage: stage.stage, lines: int(stage.lines) })),
      cod: {
        orders: int(cod?.orders),
        value: money(cod?.value),
        confirmation_rate: rate(cod?.confirmed, cod?.decided),
        rto_rate: rate(cod?.returned, cod?.shipped),
        to_collect: int(cod?.to_collect),
        to_collect_value: money(cod?.to_collect_value),
      },
      recovery,
    };
  }

  return {
    figures(period: Period): Promise<DashboardAnswer> {
      if (cacheSeconds <= 0) return compute(period);
      const hit = cached.get(period);
      if (hit && hit.until > Date.now() && hit.seen === changesSeen()) return hit.answer;
      const answer = compute(period);
      cached.set(period, { until: Date.now() + cacheSeconds * 1000, seen: changesSeen(), answer });
      answer.catch(() => cached.delete(period));
      return answer;
    },

    /** Paid orders, and confirmed cash-on-delivery ones, nobody has started yet: what the header counts as new. */
    async newPaidCount(): Promise<number> {
      const [row] = await all<{ count: number }>(
        sql`select count(*)::int as count from orders where status in ('paid', 'partially_refunded', 'awaiting_collection') and fulfilment = 'pending'`,
      );
      return Number(row?.count ?? 0);
    },

    async recent(): Promise<RecentOrdersAnswer> {
      const rows = await all<{
        id: number;
        created_at: string | Date;
        full_name: string | null;
        total: number;
        pay_type: RecentOrdersAnswer["data"][number]["pay_type"];
        status: RecentOrdersAnswer["data"][number]["status"];
        fulfilment: RecentOrdersAnswer["data"][number]["fulfilment"];
      }>(sql`
        select o.id, o.created_at, s.full_name, o.total, o.pay_type, o.status, o.fulfilment
        from orders o left join order_shipping s on s.order_id = o.id
        where o.status <> 'failed'
        order by o.created_at desc, o.id desc limit 10`);
      return {
        data: rows.map((row) => ({
          id: row.id,
          order_number: orderNumber(row.id),
          created: new Date(row.created_at).toISOString(),
          customer: row.full_name ?? "",
          total: money(row.total),
          pay_type: row.pay_type,
          status: row.status,
          fulfilment: row.fulfilment,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
