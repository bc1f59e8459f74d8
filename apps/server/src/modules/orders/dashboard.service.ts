import { paiseToRupees } from "@boutique/shared/pricing/currency";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import type { DashboardAnswer, RecentOrdersAnswer } from "@boutique/shared/schemas/dashboard";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/transaction";

type Period = DashboardAnswer["period"];

/** How many buckets each period shows, oldest first. */
const BUCKETS: Record<Period, number> = { day: 30, week: 12, month: 12 };

/**
 * Orders whose money was taken, each with its rupee value net of refunds (a refund is in the order's
 * currency, so it comes off the rupee total in proportion to what was charged).
 */
const SOLD = sql`(
  select o.*, o.total - case when o.refunded_amount = 0 or o.amount_charged = 0 then 0
    else round(o.refunded_amount::numeric * o.total / o.amount_charged)::int end as net
  from orders o where o.status in ('paid', 'partially_refunded', 'refunded')
)`;

const int = (value: unknown) => Number(value ?? 0);
const money = (paise: unknown) => paiseToRupees(int(paise));

/** The dashboard's figures, each an SQL aggregate over the orders (never a loop over rows here). */
export function createDashboardService({ db }: { db: Database }) {
  const all = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  return {
    async figures(period: Period): Promise<DashboardAnswer> {
      const unit = period;
      const [totals, customers, revenue, gateways, currencies, products, tailoring] = await Promise.all([
        all<Record<string, unknown>>(sql`select
            sum(net) filter (where pay_type = 'Stripe') as stripe,
            sum(net) filter (where pay_type = 'PayPal') as paypal,
            sum(net) filter (where pay_type = 'Razorpay') as razorpay,
            count(*) filter (where fulfilment not in ('delivered', 'cancelled') and status <> 'refunded') as pending,
            count(*) filter (where paid_at >= now() - interval '7 days') as recent,
            count(*) as orders, sum(net) as net
          from ${SOLD} sold`),
        all<{ count: number }>(
          sql`select count(*)::int as count from users where role = 'user' and created_at >= now() - interval '7 days'`,
        ),
        all<{ start: string; orders: number; revenue: number }>(sql`
          with buckets as (
            select generate_series(
              date_trunc(${unit}, now() at time zone 'Asia/Kolkata') - (${BUCKETS[period] - 1} * ('1 ' || ${unit})::interval),
              date_trunc(${unit}, now() at time zone 'Asia/Kolkata'),
              ('1 ' || ${unit})::interval
            ) as start
          )
          select to_char(b.start, 'YYYY-MM-DD') as start, count(s.id)::int as orders, coalesce(sum(s.net), 0)::bigint as revenue
          from buckets b
          left join ${SOLD} s on date_trunc(${unit}, s.paid_at at time zone 'Asia/Kolkata') = b.start
          group by b.start order by b.start`),
        all<{
          pay_type: DashboardAnswer["by_gateway"][number]["pay_type"];
          orders: number;
          revenue: number;
        }>(sql`
          select pay_type, count(*)::int as orders, sum(net)::bigint as revenue from ${SOLD} s group by pay_type order by revenue desc`),
        all<{ currency: "INR" | "USD"; orders: number; revenue: number; charged: number }>(sql`
          select currency, count(*)::int as orders, sum(net)::bigint as revenue,
            sum(amount_charged - refunded_amount)::bigint as charged
          from ${SOLD} s group by currency order by currency`),
        all<{ name: string; units: number; revenue: number }>(sql`
          select l.name, sum(l.quantity)::int as units, sum(l.line_total)::bigint as revenue
          from order_lines l join ${SOLD} s on s.id = l.order_id
          where l.cancelled_at is null
          group by l.name order by revenue desc, units desc limit 5`),
        all<{ stage: string; lines: number }>(sql`
          select coalesce(l.tailoring_stage, 'not_started') as stage, count(*)::int as lines
          from order_lines l join orders o on o.id = l.order_id
          where l.made_to_measure and l.cancelled_at is null and o.fulfilment = 'in_production'
          group by 1`),
      ]);
      const row = totals[0] ?? {};
      const paidOrders = int(row.orders);
      return {
        total_sales_stripe: money(row.stripe),
        total_sales_paypal: money(row.paypal),
        total_sales_razorpay: money(row.razorpay),
        pending_orders: int(row.pending),
        new_orders: int(row.recent),
        new_customer: int(customers[0]?.count),
        paid_orders: paidOrders,
        average_order_value: paidOrders === 0 ? 0 : money(Math.round(int(row.net) / paidOrders)),
        period,
        revenue: revenue.map((bucket) => ({
          start: bucket.start,
          orders: int(bucket.orders),
          revenue: money(bucket.revenue),
        })),
        by_gateway: gateways.map((gateway) => ({
          ...gateway,
          orders: int(gateway.orders),
          revenue: money(gateway.revenue),
        })),
        by_currency: currencies.map((currency) => ({
          currency: currency.currency,
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
      };
    },

    /** Paid orders nobody has started yet: what the header counts as new. */
    async newPaidCount(): Promise<number> {
      const [row] = await all<{ count: number }>(
        sql`select count(*)::int as count from orders where status in ('paid', 'partially_refunded') and fulfilment = 'pending'`,
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
