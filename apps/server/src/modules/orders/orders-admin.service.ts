import { paiseToRupees } from "@boutique/shared/pricing/currency";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import {
  type AdminOrderListAnswer,
  type AdminOrderQuery,
  type AdminOrderRow,
  ORDERS_EXPORT_LIMIT,
  type OrderStaffView,
} from "@boutique/shared/schemas/orders-admin";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/transaction";
import { listOrderEvents } from "./orders.repository";
import { orderNotes } from "./orders.tables";

type Filters = Omit<AdminOrderQuery, "page" | "page_size">;

type ListRow = {
  id: number;
  created_at: string | Date;
  email: string;
  total: number;
  amount_charged: number;
  currency: AdminOrderRow["currency"];
  pay_type: AdminOrderRow["pay_type"];
  status: AdminOrderRow["status"];
  fulfilment: AdminOrderRow["fulfilment"];
  full_name: string | null;
  mobile: string | null;
  country: string | null;
  items: number;
  made_to_measure: number;
  need_by: string | null;
  deliver_by: string | null;
  late: boolean;
};

/** 'RB000123', 'rb123' or '123' name one order. */
const ORDER_NUMBER = /^(?:rb)?0*(\d{1,9})$/i;

/** The WHERE of the list, the count and the export alike; every value is a bound parameter. */
function whereOf(filters: Filters): SQL {
  const conditions: SQL[] = [sql`true`];
  const q = filters.q?.trim();
  if (q) {
    const number = ORDER_NUMBER.exec(q);
    // Name, email and mobile are kept lower-cased in one column (orderSearchText): one scan, no join.
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(number ? sql`o.id = ${Number(number[1])}` : sql`o.search like ${like}`);
  }
  if (filters.status) conditions.push(sql`o.status = ${filters.status}`);
  if (filters.fulfilment) conditions.push(sql`o.fulfilment = ${filters.fulfilment}`);
  if (filters.pay_type) conditions.push(sql`o.pay_type = ${filters.pay_type}`);
  if (filters.currency) conditions.push(sql`o.currency = ${filters.currency}`);
  // Days are the shop's days (India time).
  if (filters.from)
    conditions.push(sql`o.created_at >= (${filters.from}::date::timestamp at time zone 'Asia/Kolkata')`);
  if (filters.to) {
    conditions.push(sql`o.created_at < ((${filters.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The list's order: newest first, or (decision 053) by the day needed, soonest first, then the day
 * promised, orders with neither last and newest among them.
 */
function orderOf(filters: Filters): SQL {
  return filters.sort === "need_by"
    ? sql`o.need_by asc nulls last, o.deliver_by asc nulls last, o.created_at desc, o.id desc`
    : sql`o.created_at desc, o.id desc`;
}

/** One page of orders: the page's ids first (index order on created_at), then their details. */
async function selectRows(db: Database, filters: Filters, limit: number, offset: number): Promise<ListRow[]> {
  const result = await db.execute(sql`
    with page as (
      select o.id from orders o
      where ${whereOf(filters)}
      order by ${orderOf(filters)}
      limit ${limit} offset ${offset}
    )
    select o.id, o.created_at, o.email, o.total, o.amount_charged, o.currency, o.pay_type, o.status,
      o.fulfilment, s.full_name, s.mobile, s.country, o.need_by::text, o.deliver_by::text,
      (o.dispatch_by < (now() at time zone 'Asia/Kolkata')::date
        and o.fulfilment in ('pending', 'in_production', 'ready_to_ship')
        and o.status not in ('pending', 'failed')) as late,
      (select count(*)::int from order_lines l where l.order_id = o.id) as items,
      (select count(*)::int from order_lines l where l.order_id = o.id and l.made_to_measure) as made_to_measure
    from page join orders o on o.id = page.id left join order_shipping s on s.order_id = o.id
    order by ${orderOf(filters)}`);
  return rowsOf<ListRow>(result);
}

const toRow = (row: ListRow): AdminOrderRow => ({
  id: row.id,
  order_number: orderNumber(row.id),
  created: new Date(row.created_at).toISOString(),
  customer: row.full_name ?? "",
  email: row.email,
  mobile: row.mobile ?? "",
  country: row.country ?? "",
  items: Number(row.items),
  made_to_measure: Number(row.made_to_measure),
  total: paiseToRupees(Number(row.total)),
  amount_charged: Number(row.amount_charged) / 100,
  currency: row.currency,
  pay_type: row.pay_type,
  status: row.status,
  fulfilment: row.fulfilment,
  need_by: row.need_by,
  deliver_by: row.deliver_by,
  late: row.late === true,
});

const EXPORT_COLUMNS = [
  { header: "Order", key: "order_number", width: 12 },
  { header: "Placed", key: "created", width: 20 },
  { header: "Customer", key: "customer", width: 24 },
  { header: "Email", key: "email", width: 30 },
  { header: "Mobile", key: "mobile", width: 16 },
  { header: "Country", key: "country", width: 9 },
  { header: "Items", key: "items", width: 7 },
  { header: "Made to measure", key: "made_to_measure", width: 9 },
  { header: "Total (Rs)", key: "total", width: 12 },
  { header: "Charged", key: "amount_charged", width: 12 },
  { header: "Currency", key: "currency", width: 9 },
  { header: "Gateway", key: "pay_type", width: 11 },
  { header: "Payment", key: "status", width: 18 },
  { header: "Fulfilment", key: "fulfilment", width: 15 },
  { header: "Needed by", key: "need_by", width: 12 },
  { header: "Promised by", key: "deliver_by", width: 12 },
] as const;

/** The back office's orders: the filtered list, its orders.xlsx, and the staff-only notes and history. */
export function createOrdersAdminService({ db }: { db: Database }) {
  return {
    async list(query: AdminOrderQuery): Promise<AdminOrderListAnswer> {
      const { page, page_size: pageSize, ...filters } = query;
      const [rows, count] = await Promise.all([
        selectRows(db, filters, pageSize, (page - 1) * pageSize),
        db.execute(sql`select count(*)::int as total from orders o where ${whereOf(filters)}`),
      ]);
      return {
        data: rows.map(toRow),
        total: Number(rowsOf<{ total: number }>(count)[0]!.total),
        page,
        page_size: pageSize,
      };
    },

    /** orders.xlsx of what is filtered: money as numbers, dates as dates (loaded on first use, decision 010). */
    async exportWorkbook(filters: Filters): Promise<Buffer> {
      const { default: ExcelJS } = await import("exceljs");
      const rows = await selectRows(db, filters, ORDERS_EXPORT_LIMIT + 1, 0);
      const cut = rows.length > ORDERS_EXPORT_LIMIT;
      const workbook = new ExcelJS.Workbook();
      workbook.creator = "Boutique back office";
      workbook.created = new Date();
      const sheet = workbook.addWorksheet("Orders", { views: [{ state: "frozen", ySplit: 1 }] });
      sheet.columns = EXPORT_COLUMNS.map((column) => ({ ...column }));
      for (const row of rows.slice(0, ORDERS_EXPORT_LIMIT)) {
        const shown = toRow(row);
        // Text cells are plain strings, never formulas.
        sheet.addRow({ ...shown, created: new Date(row.created_at) });
      }
      sheet.getRow(1).font = { bold: true };
      sheet.getColumn("created").numFmt = "dd mmm yyyy hh:mm";
      sheet.getColumn("total").numFmt = "#,##0.00";
      sheet.getColumn("amount_charged").numFmt = "#,##0.00";
      const lastRow = Math.max(1, Math.min(rows.length, ORDERS_EXPORT_LIMIT) + 1);
      sheet.autoFilter = { from: "A1", to: `N${lastRow}` };
      if (cut) {
        sheet.addRow([]);
        sheet.addRow([
          `Only the newest ${ORDERS_EXPORT_LIMIT.toLocaleString("en-IN")} orders: narrow the filters for the rest.`,
        ]);
      }
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },

    async staffView(orderId: number): Promise<OrderStaffView> {
      const [notes, events] = await Promise.all([
        db
          .select()
          .from(orderNotes)
          .where(eq(orderNotes.orderId, orderId))
          .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
        listOrderEvents(db, orderId),
      ]);
      return {
        notes: notes.map((note) => ({
          id: note.id,
          author: note.authorName,
          body: note.body,
          created: note.createdAt.toISOString(),
        })),
        history: events.map((event) => ({
          kind: event.kind,
          line_id: event.lineId,
          from: event.fromState,
          to: event.toState,
          at: event.createdAt.toISOString(),
          by: event.actorName,
          data: event.data,
        })),
      };
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
