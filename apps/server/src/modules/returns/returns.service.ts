import { linePaidMinor } from "@boutique/shared/pricing/order-totals";
import { returnAllowed, returnFee, returnRate, withinReturnWindow } from "@boutique/shared/pricing/returns";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import { measurementsOf } from "@boutique/shared/schemas/order-lifecycle-words";
import {
  type AdminReturnRow,
  type CustomerReturnsAnswer,
  RETURN_KIND_LABELS,
  RETURN_MESSAGES,
  RETURN_STATUS_LABELS,
  type ReturnDecision,
  type ReturnKind,
  type ReturnRequestFields,
  type ReturnRequestRow,
  type ReturnStatus,
} from "@boutique/shared/schemas/returns";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { type Executor, rowsOf } from "../../db/transaction";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import type { SessionUser } from "../../plugins/auth";
import { readDeliveryRules } from "../delivery/delivery.service";
import { mailOrderStep } from "../orders/order-mail";
import type { RefundsService } from "../payments/refunds.service";
import { readSettings } from "../settings/settings.repository";
import { returnRequests } from "./returns.tables";

type Deps = {
  db: Database;
  refunds: RefundsService;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  smtpConfigured: boolean;
  publicUrl: string;
};

/** A delivered line of a customer's order, with what the policy needs to know about it. */
type DeliveredLine = {
  order_id: number;
  user_id: number | null;
  email: string;
  currency: "INR" | "USD";
  subtotal: number;
  discount: number;
  total: number;
  amount_charged: number;
  line_id: number;
  name: string;
  color: string;
  size: string;
  quantity: number;
  line_total: number;
  made_to_measure: boolean;
  customization: Record<string, unknown>;
  cancelled_at: string | Date | null;
  delivered_at: string | Date | null;
};

const DELIVERED_LINES = sql`
  select o.id as order_id, o.user_id, o.email, o.currency, o.subtotal, o.discount, o.total, o.amount_charged,
    l.id as line_id, l.name, l.color, l.size, l.quantity, l.line_total, l.made_to_measure, l.customization,
    l.cancelled_at,
    (select max(e.created_at) from order_events e
      where e.order_id = o.id and e.kind = 'fulfilment' and e.to_state = 'delivered') as delivered_at
  from orders o join order_lines l on l.order_id = o.id
  where o.fulfilment = 'delivered'`;

/** What the line was paid (shipping is not refunded), in the order's minor unit. */
const paidFor = (line: DeliveredLine) =>
  linePaidMinor(
    {
      subtotal: Number(line.subtotal),
      discount: Number(line.discount),
      total: Number(line.total),
      amountCharged: Number(line.amount_charged),
      currency: line.currency,
    },
    Number(line.line_total),
  );

const minor = (value: number) => Math.round(value) / 100;

type RequestRecord = typeof returnRequests.$inferSelect;

/**
 * Exchange & Return (decision 025): a customer asks about a delivered line within the return window, with a
 * reason and photos; staff approve or decline. An approved return is refunded through the provider less
 * the policy fee, its piece back on the shelf; an exchange or an alteration is approved for the workshop.
 * Made-to-measure pieces are altered rather than returned unless the made_to_measure_returns setting is on.
 */
export function createReturnsService(deps: Deps) {
  const { db } = deps;

  async function policy(executor: Executor) {
    const settings = await readSettings(executor, ["return_window_days", "made_to_measure_returns"] as const);
    const days = Number(settings.return_window_days);
    // Fit assurance (issue 27 §5): a made-to-measure piece's free alteration has its own window.
    const fit = await readDeliveryRules(executor);
    return {
      windowDays: Number.isFinite(days) && days >= 0 ? days : 6,
      measuredReturns: settings.made_to_measure_returns === "on",
      fitDays: fit.fit_days,
      fitShippingPaid: fit.fit_shipping_paid,
    };
  }
  type Policy = Awaited<ReturnType<typeof policy>>;

  /** The days after delivery a kind of request stays open for a line: a fit alteration's, else the return window. */
  const daysFor = (line: DeliveredLine, kind: ReturnKind, rules: Policy) =>
    kind === "alteration" && line.made_to_measure ? rules.fitDays : rules.windowDays;
  const openUntil = (line: DeliveredLine, kind: ReturnKind, rules: Policy) =>
    new Date(new Date(line.delivered_at!).getTime() + daysFor(line, kind, rules) * 86_400_000);

  /** Pieces delivered to each customer and pieces they returned (approved or refunded returns), in one query. */
  async function histories(executor: Executor, userIds: readonly number[]) {
    const counts = new Map<number, { delivered: number; returned: number }>();
    if (userIds.length === 0) return counts;
    const ids = sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = rowsOf<{ user_id: number; delivered: number; returned: number }>(
      await executor.execute(sql`
        select u.id as user_id,
          (select coalesce(sum(l.quantity), 0)::int from orders o join order_lines l on l.order_id = o.id
            where o.user_id = u.id and o.fulfilment = 'delivered') as delivered,
          (select coalesce(sum(l.quantity), 0)::int from return_requests r join order_lines l on l.id = r.line_id
            where r.user_id = u.id and r.kind = 'return' and r.status in ('approved', 'refunded')) as returned
        from users u where u.id in (${ids})`),
    );
    for (const row of rows)
      counts.set(Number(row.user_id), { delivered: Number(row.delivered), returned: Number(row.returned) });
    return counts;
  }
  const history = async (executor: Executor, userId: number) =>
    (await histories(executor, [userId])).get(userId) ?? { delivered: 0, returned: 0 };

  /** Requests as staff see them, newest first: the piece, the customer and their return rate. */
  async function adminRows(where: SQL, limit: number): Promise<AdminReturnRow[]> {
    const records = await db
      .select()
      .from(returnRequests)
      .where(where)
      .orderBy(desc(returnRequests.id))
      .limit(limit);
    if (records.length === 0) return [];
    const inList = (values: number[]) =>
      sql.join(
        [...new Set(values)].map((value) => sql`${value}`),
        sql`, `,
      );
    const [lines, names, counts] = await Promise.all([
      linesOf(db, sql`l.id in (${inList(records.map((record) => record.lineId))})`),
      db.execute(
        sql`select order_id, full_name from order_shipping where order_id in (${inList(records.map((record) => record.orderId))})`,
      ),
      histories(
        db,
        records.flatMap((record) => (record.userId ? [record.userId] : [])),
      ),
    ]);
    const nameOf = new Map(
      rowsOf<{ order_id: number; full_name: string }>(names).map((row) => [row.order_id, row.full_name]),
    );
    const byLine = new Map(lines.map((line) => [line.line_id, line]));
    return records.flatMap((record) => {
      const line = byLine.get(record.lineId);
      if (!line) return [];
      const counted = record.userId ? counts.get(record.userId) : undefined;
      return [
        {
          ...present(record, line),
          customer: nameOf.get(record.orderId) ?? "",
          email: line.email,
          return_rate: counted ? returnRate(counted.returned, counted.delivered) : 0,
        },
      ];
    });
  }

  const kindsFor = (line: DeliveredLine, measuredReturns: boolean): ReturnKind[] =>
    line.made_to_measure && !measuredReturns ? ["alteration"] : ["return", "exchange"];

  function present(record: RequestRecord, line: DeliveredLine): ReturnRequestRow {
    return {
      id: record.id,
      order_id: record.orderId,
      order_number: orderNumber(record.orderId),
      line_id: record.lineId,
      name: line.name,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      made_to_measure: line.made_to_measure,
      kind: record.kind,
      status: record.status,
      reason: record.reason,
      measurement: record.measurement,
      photos: record.photos,
      currency: line.currency,
      fee: minor(record.fee),
      refund: minor(record.refundAmount),
      note: record.note,
      created_at: record.createdAt.toISOString(),
      decided_at: record.decidedAt?.toISOString() ?? null,
    };
  }

  async function linesOf(executor: Executor, where: ReturnType<typeof sql>) {
    return rowsOf<DeliveredLine>(await executor.execute(sql`${DELIVERED_LINES} and ${where}`));
  }

  function mailCustomer(executor: Executor, line: DeliveredLine, title: string, lines: string[]) {
    const returnsPage = `${deps.publicUrl}/UserAccount?tab=returns`;
    return mailOrderStep(executor, deps, { id: line.order_id, email: line.email }, "return_update", {
      orderUrl: returnsPage,
      title,
      lines,
      action: { label: "See your returns", url: returnsPage },
    });
  }

  return {
    /** GET /api/orders/returns: the customer's requests and the delivered pieces they may still ask about. */
    async forCustomer(user: SessionUser, now = new Date()): Promise<CustomerReturnsAnswer> {
      const rules = await policy(db);
      const { windowDays, measuredReturns } = rules;
      const [lines, requests, counts] = await Promise.all([
        linesOf(db, sql`o.user_id = ${user.id}`),
        db.select().from(returnRequests).where(eq(returnRequests.userId, user.id)),
        history(db, user.id),
      ]);
      const open = new Set(requests.filter((r) => r.status !== "rejected").map((r) => r.lineId));
      const returnable = lines
        .filter((line) => !line.cancelled_at && !open.has(line.line_id) && line.delivered_at)
        .flatMap((line) => {
          // Each kind while its own window is open (a fit alteration's may outlast the return window).
          const kinds = kindsFor(line, measuredReturns).filter((kind) =>
            withinReturnWindow(new Date(line.delivered_at!), now, daysFor(line, kind, rules)),
          );
          if (kinds.length === 0) return [];
          const until = Math.max(...kinds.map((kind) => openUntil(line, kind, rules).getTime()));
          const paid = paidFor(line);
          const fee = returnFee(paid, line.currency);
          return [
            {
              order_id: line.order_id,
              order_number: orderNumber(line.order_id),
              line_id: line.line_id,
              name: line.name,
              color: line.color,
              size: line.size,
              quantity: line.quantity,
              made_to_measure: line.made_to_measure,
              kinds,
              currency: line.currency,
              refund: minor(paid - fee),
              fee: minor(fee),
              until: new Date(until).toISOString(),
              measurements: measurementsOf(line.customization).map((measurement) => measurement.name),
            },
          ];
        });
      const byLine = new Map(lines.map((line) => [line.line_id, line]));
      return {
        returnable,
        requests: requests
          .sort((a, b) => b.id - a.id)
          .flatMap((record) => {
            const line = byLine.get(record.lineId);
            return line ? [present(record, line)] : [];
          }),
        window_days: windowDays,
        fit: { days: rules.fitDays, shipping_paid: rules.fitShippingPaid },
        blocked: returnAllowed(counts.returned, counts.delivered) ? null : RETURN_MESSAGES.rate,
      };
    },

    /**
     * Ownership comes before anything else is read of a return request (its fields, its photos): another
     * customer's order answers exactly as one that does not exist.
     */
    async assertOwnOrder(user: SessionUser, orderId: number): Promise<void> {
      const [owner] = rowsOf<{ user_id: number | null }>(
        await db.execute(sql`select user_id from orders where id = ${orderId}`),
      );
      if (!owner || owner.user_id !== user.id) throw new NotFoundError(RETURN_MESSAGES.notFound);
    },

    /** POST /api/orders/{id}/returns (owner only): the photos are already stored by the media pipeline. */
    async request(
      user: SessionUser,
      orderId: number,
      fields: ReturnRequestFields,
      photos: string[],
      now = new Date(),
    ): Promise<ReturnRequestRow> {
      return db.transaction(async (tx) => {
        const [owner] = rowsOf<{ user_id: number | null; fulfilment: string }>(
          await tx.execute(sql`select user_id, fulfilment from orders where id = ${orderId} for update`),
        );
        if (!owner || owner.user_id !== user.id) throw new NotFoundError(RETURN_MESSAGES.notFound);
        if (owner.fulfilment !== "delivered") throw new ConflictError(RETURN_MESSAGES.notDelivered);
        const [line] = await linesOf(tx, sql`o.id = ${orderId} and l.id = ${fields.line_id}`);
        if (!line) throw new ValidationError(RETURN_MESSAGES.line, { field: "line_id" });
        if (line.cancelled_at) throw new ConflictError(RETURN_MESSAGES.cancelled);
        const rules = await policy(tx);
        const { measuredReturns } = rules;
        const fit = fields.kind === "alteration" && line.made_to_measure;
        const days = daysFor(line, fields.kind, rules);
        if (!line.delivered_at || !withinReturnWindow(new Date(line.delivered_at), now, days)) {
          const message = fit ? RETURN_MESSAGES.fitWindow : RETURN_MESSAGES.window;
          throw new ConflictError(message.replace("{days}", String(days)));
        }
        if (!kindsFor(line, measuredReturns).includes(fields.kind)) {
          throw new ValidationError(
            line.made_to_measure && !measuredReturns ? RETURN_MESSAGES.madeToMeasure : RETURN_MESSAGES.kind,
            { field: "kind" },
          );
        }
        // A fit alteration says which measurement is off, and shows it.
        if (fit && !fields.measurement)
          throw new ValidationError(RETURN_MESSAGES.measurement, { field: "measurement" });
        if (fit && photos.length === 0)
          throw new ValidationError(RETURN_MESSAGES.fitPhoto, { field: "photos" });
        const counts = await history(tx, user.id);
        if (fields.kind === "return" && !returnAllowed(counts.returned, counts.delivered)) {
          throw new ConflictError(RETURN_MESSAGES.rate);
        }
        const [existing] = await tx
          .select({ id: returnRequests.id })
          .from(returnRequests)
          .where(and(eq(returnRequests.lineId, line.line_id), sql`${returnRequests.status} <> 'rejected'`));
        if (existing) throw new ConflictError(RETURN_MESSAGES.already);
        const [record] = await tx
          .insert(returnRequests)
          .values({
            orderId,
            lineId: line.line_id,
            userId: user.id,
            kind: fields.kind,
            reason: fields.reason,
            measurement: fit ? fields.measurement : "",
            photos,
            createdAt: now,
          })
          .returning();
        await mailCustomer(tx, line, "We have your request", [
          `${RETURN_KIND_LABELS[fields.kind]}: ${line.name}. We reply within 5 working days of looking at the piece.`,
          ...(fit
            ? [
                rules.fitShippingPaid
                  ? "The alteration is free, and we pay the courier both ways: we will send you a pickup."
                  : "The alteration is free; please send the piece to us by courier.",
              ]
            : []),
        ]);
        return present(record!, line);
      });
    },

    /** GET /api/admin/returns: every request, newest first, with the customer's return rate. */
    list(status?: ReturnStatus): Promise<AdminReturnRow[]> {
      return adminRows(status ? eq(returnRequests.status, status) : sql`true`, 200);
    },

    /**
     * POST /api/admin/returns/{id}: approve or decline once. Approving a return refunds the piece less the
     * policy fee through the provider (the refund's key is the request's, so a retried approval is one
     * refund) and puts it back on the shelf.
     */
    async decide(id: number, decision: ReturnDecision, actor: SessionUser): Promise<AdminReturnRow> {
      const claimed = await db.transaction(async (tx) => {
        const [record] = await tx
          .select()
          .from(returnRequests)
          .where(eq(returnRequests.id, id))
          .for("update");
        if (!record) throw new NotFoundError(RETURN_MESSAGES.requestNotFound);
        const [line] = await linesOf(tx, sql`l.id = ${record.lineId}`);
        if (!line) throw new NotFoundError(RETURN_MESSAGES.requestNotFound);
        // An approved return whose refund the provider refused is approved again to try the refund again.
        const retry =
          record.status === "approved" &&
          record.kind === "return" &&
          !record.refundId &&
          decision.decision === "approve";
        if (retry)
          return { record, line, status: "approved" as ReturnStatus, refundMinor: record.refundAmount };
        if (record.status !== "requested") throw new ConflictError(RETURN_MESSAGES.decided);
        const paid = paidFor(line);
        const fee =
          record.kind === "return" && decision.decision === "approve" ? returnFee(paid, line.currency) : 0;
        const status: ReturnStatus = decision.decision === "reject" ? "rejected" : "approved";
        await tx
          .update(returnRequests)
          .set({
            status,
            note: decision.note,
            fee,
            refundAmount: record.kind === "return" && status === "approved" ? paid - fee : 0,
            decidedBy: actor.id,
            decidedAt: new Date(),
          })
          .where(eq(returnRequests.id, id));
        const wording =
          status === "rejected"
            ? `We cannot accept this ${record.kind} of ${line.name}.${decision.note ? ` ${decision.note}` : ""}`
            : record.kind === "return"
              ? `Your return of ${line.name} is approved. The refund goes back the way you paid, less the return fee, within 7-10 working days.`
              : `Your ${record.kind} of ${line.name} is approved: we will be in touch about sending it.`;
        await mailCustomer(tx, line, `Your ${record.kind}: ${RETURN_STATUS_LABELS[status].toLowerCase()}`, [
          wording,
        ]);
        return { record, line, status, refundMinor: paid - fee };
      });
      if (claimed.record.kind === "return" && claimed.status === "approved" && claimed.refundMinor > 0) {
        const refunded = await deps.refunds.refund(
          claimed.record.orderId,
          {
            amount: claimed.refundMinor / 100,
            line_ids: [claimed.record.lineId],
            reason: `Return of ${claimed.line.name}`,
          },
          actor,
          `return-${claimed.record.id}`,
          { returnedAfterDelivery: true },
        );
        // The refund's own events tell the order's timeline ('Refunded ₹…', reason 'Return of …').
        await db
          .update(returnRequests)
          .set({ status: "refunded", refundId: refunded.id })
          .where(eq(returnRequests.id, claimed.record.id));
      }
      const [row] = await adminRows(eq(returnRequests.id, id), 1);
      return row!;
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
