import { createHmac } from "node:crypto";
import { paiseToRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { CartQuoteBody } from "@boutique/shared/schemas/cart";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import {
  type AbandonedCheckoutRow,
  type AbandonedCheckoutsAnswer,
  RECOVERY_DASHBOARD_DAYS,
  RECOVERY_MESSAGES,
  RECOVERY_WINDOW_DAYS,
  type RecoveryFigures,
  type RecoverySettingsAnswer,
  type RecoveryStatus,
  type RestoreAnswer,
  type UnsubscribeInfo,
} from "@boutique/shared/schemas/checkout-recovery";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { type Executor, rowsOf, type Tx } from "../../db/transaction";
import { sameSecret } from "../../lib/constant-time";
import { GoneError, NotFoundError } from "../../lib/errors";
import type { CartService } from "../cart/cart.service";
import { enqueueMail } from "../mail/mail.outbox";
import { checkoutReminderTemplate } from "../mail/templates/checkout-reminder";
import type { Email } from "../mail/templates/layout";
import { CONSENT_NOTICE_VERSION } from "../privacy/privacy.service";
import { consents } from "../privacy/privacy.tables";
import { RECOVERY_SETTING_KEYS } from "../settings/settings.keys";
import { readSettings, storedCount, writeSettings } from "../settings/settings.repository";
import { queueWhatsApp } from "../whatsapp/whatsapp.service";
import { abandonedCheckouts } from "./recovery.tables";

type Deps = {
  db: Database;
  cartService: CartService;
  publicUrl: string;
  /** Signs the links in reminders (the app's token secret, with a purpose of its own). */
  secret: string;
  smtpConfigured: boolean;
  log: Pick<FastifyBaseLogger, "warn">;
};

type Purpose = "recover" | "unsubscribe";

/** A move in the checkout: the lines priced (as the guest cart takes them), the total, the address, the order. */
export type CheckoutMove = {
  step: "address" | "payment";
  items: { id: number; size: string; quantity: number; customization: Record<string, unknown> }[];
  totalPaise: number;
  addressId: number;
  orderId?: number;
};

/** Payment states that mean the shopper bought: paid, or cash on delivery confirmed. */
const BOUGHT = sql`('paid', 'partially_refunded', 'refunded', 'awaiting_collection', 'returned_to_origin')`;
/** Reminders go out in batches this size per jobs pass. */
const BATCH = 50;
/** The back office pages what it gets (10 a page); older checkouts are reached by status or page. */
const PAGE_SIZE = 200;

/** The reminder rules as the jobs apply them. */
export async function readRecoverySettings(executor: Executor): Promise<RecoverySettingsAnswer> {
  const value = await readSettings(executor, RECOVERY_SETTING_KEYS);
  return {
    enabled: value.recovery_enabled === "on",
    first_minutes: Math.max(15, storedCount(value.recovery_first_minutes, 60)),
    second_hours: storedCount(value.recovery_second_hours, 24),
  };
}

/** Abandoned, reminded and recovered over the last RECOVERY_DASHBOARD_DAYS days (the list's head, the dashboard). */
export async function recoveryFigures(db: Database): Promise<RecoveryFigures> {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select count(*)::int as abandoned, coalesce(sum(value), 0)::bigint as abandoned_value,
        count(*) filter (where reminders_sent > 0)::int as reminded,
        count(*) filter (where outcome = 'recovered')::int as recovered,
        coalesce(sum(order_total) filter (where outcome = 'recovered'), 0)::bigint as recovered_value
      from abandoned_checkouts
      where abandoned_at >= now() - make_interval(days => ${RECOVERY_DASHBOARD_DAYS})`),
  );
  const reminded = Number(row?.reminded ?? 0);
  const recovered = Number(row?.recovered ?? 0);
  return {
    abandoned: Number(row?.abandoned ?? 0),
    abandoned_value: paiseToRupees(Number(row?.abandoned_value ?? 0)),
    reminded,
    recovered,
    recovered_value: paiseToRupees(Number(row?.recovered_value ?? 0)),
    recovery_rate: reminded === 0 ? null : recovered / reminded,
  };
}

/** "a•••@example.com": enough for the owner to recognise, not enough to harvest. */
function maskEmail(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  return `${name.slice(0, 1)}•••@${domain}`;
}

/**
 * Checkouts that come back (issue 26 §3, decision 049): the checkout is noted when it reaches an address and
 * at each charge; the jobs remind what sits unpaid, close what was bought (recovered when a reminder had
 * gone), and the links in a reminder put the cart back or stop the reminders, signed so they work without
 * signing in and cannot be made up.
 */
export function createRecoveryService({ db, cartService, publicUrl, secret, smtpConfigured, log }: Deps) {
  function sign(purpose: Purpose, id: number): string {
    const mac = createHmac("sha256", secret).update(`checkout-${purpose}:${id}`).digest("base64url");
    return `${id}.${mac.slice(0, 32)}`;
  }

  /** The checkout a link names, or null when the signature is not ours. */
  function verify(purpose: Purpose, token: string): number | null {
    const id = Number(token.split(".")[0]);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    return sameSecret(sign(purpose, id), token) ? id : null;
  }

  async function findRow(purpose: Purpose, token: string) {
    const id = verify(purpose, token);
    const [row] =
      id === null ? [] : await db.select().from(abandonedCheckouts).where(eq(abandonedCheckouts.id, id));
    if (!row) throw new NotFoundError(RECOVERY_MESSAGES.linkNotValid);
    return row;
  }

  /** Whether the customer still takes reminders: their latest word, or yes (they opt out). */
  async function remindersWanted(executor: Executor, userId: number): Promise<boolean> {
    const [latest] = await executor
      .select({ granted: consents.granted })
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.purpose, "cart_reminders")))
      .orderBy(desc(consents.id))
      .limit(1);
    return latest?.granted ?? true;
  }

  type Due = {
    id: number;
    user_id: number;
    email: string;
    first_name: string;
    items: CartQuoteBody["cart_items"];
    reminders_sent: number;
    /** Not yet marked abandoned. */
    fresh: boolean;
    mobile: string | null;
    country_code: string | null;
    has_cart: boolean;
    /** The customer's latest word on reminders, yes until they say no. */
    wants_reminders: boolean;
  };

  /** What a due checkout gets: a reminder (its mail and WhatsApp), or none and whether it stops being followed. */
  type Action =
    | { kind: "none"; outcome: "opted_out" | "emptied" | null }
    | { kind: "remind"; mail: Email; whatsapp: string[] | null };

  /**
   * Decides and writes a due checkout's reminder. Read outside the claim's transaction: the embedded
   * database runs one statement at a time, so nothing may read beside an open transaction.
   */
  async function prepare(row: Due, enabled: boolean): Promise<Action> {
    if (!row.has_cart) return { kind: "none", outcome: "emptied" };
    if (!row.wants_reminders) return { kind: "none", outcome: "opted_out" };
    if (!enabled || !row.email) return { kind: "none", outcome: null };
    const quote = await cartService.quoteGuestCart(row.items);
    if (quote.data.length === 0) return { kind: "none", outcome: "emptied" };
    const recoverUrl = `${publicUrl}/checkout/recover/${sign("recover", row.id)}`;
    const totalPaise = rupeesToPaise(quote.totals.total);
    const mail = checkoutReminderTemplate({
      firstName: row.first_name,
      reminder: row.reminders_sent + 1,
      lines: quote.data.map((line) => ({
        name: line.name,
        color: line.color,
        size: line.size ?? "",
        quantity: line.quantity,
        linePaise: rupeesToPaise(line.line_price),
      })),
      totalPaise,
      recoverUrl,
      unsubscribeUrl: `${publicUrl}/unsubscribe/${sign("unsubscribe", row.id)}`,
      until: new Date(Date.now() + RECOVERY_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10),
    });
    const first = quote.data[0]!.name;
    const more = quote.data.length - 1;
    const whatsapp = [
      more > 0 ? `${first} and ${more} more piece${more > 1 ? "s" : ""}` : first,
      `Rs ${paiseToRupees(totalPaise).toLocaleString("en-IN")}`,
      recoverUrl,
    ];
    return { kind: "remind", mail, whatsapp: row.mobile && row.country_code ? whatsapp : null };
  }

  /** The decision, in the transaction that holds the checkout (so a reminder is queued once, with its mark). */
  async function apply(tx: Tx, row: Due, action: Action): Promise<boolean> {
    if (action.kind === "none") {
      await tx.execute(sql`update abandoned_checkouts set abandoned_at = coalesce(abandoned_at, now()),
        closed_at = ${action.outcome === null ? null : sql`now()`}, outcome = ${action.outcome}
        where id = ${row.id}`);
      return false;
    }
    await enqueueMail(tx, { ...action.mail, to: row.email, kind: "checkout_reminder" }, smtpConfigured);
    if (action.whatsapp) {
      await queueWhatsApp(tx, {
        userId: row.user_id,
        mobile: row.mobile!,
        countryCode: row.country_code!,
        template: "checkout_reminder",
        params: action.whatsapp,
      });
    }
    await tx.execute(sql`update abandoned_checkouts set reminders_sent = ${row.reminders_sent + 1},
      last_reminded_at = now(), abandoned_at = coalesce(abandoned_at, now()) where id = ${row.id}`);
    return true;
  }

  const settings = {
    read: () => readRecoverySettings(db),
    async write(input: RecoverySettingsAnswer) {
      await writeSettings(db, {
        recovery_enabled: input.enabled ? "on" : "off",
        recovery_first_minutes: String(input.first_minutes),
        recovery_second_hours: String(input.second_hours),
      });
    },
  };

  return {
    settings,
    sign,

    /**
     * The shopper moved in the checkout (a quote to an address, or a charge), with the lines it priced: they
     * are kept with the total, and the delays count from now. Never fails the checkout it notes.
     */
    async noteCheckout(userId: number, move: CheckoutMove): Promise<void> {
      if (move.items.length === 0) return;
      try {
        await db.execute(sql`
          insert into abandoned_checkouts (user_id, email, address_id, step, items, value, order_id)
          values (${userId}, (select email from users where id = ${userId}), ${move.addressId},
            ${move.step}, ${JSON.stringify(move.items)}::jsonb, ${move.totalPaise}, ${move.orderId ?? null})
          on conflict (user_id) where closed_at is null do update set
            email = excluded.email,
            address_id = excluded.address_id,
            step = case when abandoned_checkouts.step = 'payment' then 'payment' else excluded.step end,
            items = excluded.items, value = excluded.value,
            order_id = coalesce(excluded.order_id, abandoned_checkouts.order_id),
            -- Back before any reminder went: the checkout is live again and its clock starts afresh.
            abandoned_at = case when abandoned_checkouts.reminders_sent = 0 then null
              else abandoned_checkouts.abandoned_at end,
            updated_at = now()`);
      } catch (error) {
        log.warn({ err: error, userId }, "could not note the checkout for reminders");
      }
    },

    /**
     * One jobs pass: closes checkouts that were bought (recovered when a reminder had gone) or lapsed, then
     * claims those due a reminder (SKIP LOCKED: one instance each) and queues each reminder's mail and
     * WhatsApp in the claim's transaction. Answers how many reminders went and how many checkouts closed.
     */
    async pass(): Promise<{ reminded: number; closed: number }> {
      const rules = await readRecoverySettings(db);
      const bought = rowsOf<{ id: number }>(
        await db.execute(sql`
          update abandoned_checkouts a set closed_at = now(),
            outcome = case when a.reminders_sent > 0 then 'recovered' else 'ordered' end,
            order_id = o.id, order_total = o.total
          from orders o
          where a.closed_at is null and o.id = (
            select min(b.id) from orders b
            where b.user_id = a.user_id and (b.created_at >= a.created_at or b.id = a.order_id)
              and b.status in ${BOUGHT})
          returning a.id`),
      );
      const lapsed = rowsOf<{ id: number }>(
        await db.execute(sql`
          update abandoned_checkouts set closed_at = now(), outcome = 'lapsed'
          where closed_at is null
            and greatest(updated_at, coalesce(last_reminded_at, updated_at)) < now() - make_interval(days => ${RECOVERY_WINDOW_DAYS})
          returning id`),
      );
      // What makes a checkout due now: asked when it is read, and again when it is claimed.
      const isDue = sql`a.closed_at is null
        and ((a.reminders_sent = 0 and a.abandoned_at is null
              and a.updated_at <= now() - make_interval(mins => ${rules.first_minutes}))
          or (${rules.enabled && rules.second_hours > 0} and a.reminders_sent = 1
              and a.updated_at <= now() - make_interval(hours => ${rules.second_hours})
              and a.last_reminded_at <= now() - make_interval(mins => ${rules.first_minutes})))
        and not exists (select 1 from orders b where b.user_id = a.user_id
          and (b.created_at >= a.created_at or b.id = a.order_id) and b.status <> 'failed')`;
      const due = rowsOf<Due>(
        await db.execute(sql`
          select a.id, a.user_id, a.email, u.first_name, a.items, a.reminders_sent, a.abandoned_at is null as fresh,
            ad.mobile, ad.country_code,
            exists (select 1 from carts c join cart_items ci on ci.cart_id = c.id where c.user_id = a.user_id) as has_cart,
            coalesce((select k.granted from consents k where k.user_id = a.user_id and k.purpose = 'cart_reminders'
              order by k.id desc limit 1), true) as wants_reminders
          from abandoned_checkouts a
          join users u on u.id = a.user_id
          left join addresses ad on ad.id = a.address_id
          where ${isDue}
          order by a.updated_at limit ${BATCH}`),
      );
      if (due.length === 0) return { reminded: 0, closed: bought.length + lapsed.length };
      const actions = new Map<number, Action>();
      for (const row of due) {
        try {
          actions.set(row.id, await prepare(row, rules.enabled));
        } catch (error) {
          // One checkout that cannot be priced or written waits for the next pass; the rest go on.
          log.warn({ err: error, checkoutId: row.id }, "could not prepare a checkout reminder");
        }
      }
      // Claimed with SKIP LOCKED, and only while still due and as read: another instance's pass, the shopper
      // coming back or an order placed in between leaves the checkout to that.
      const reminded = await db.transaction(async (tx) => {
        const read = due
          .filter((row) => actions.has(row.id))
          .map(({ id, reminders_sent, fresh }) => ({ id, reminders_sent, fresh }));
        const held = rowsOf<{ id: number }>(
          await tx.execute(sql`
            select a.id from abandoned_checkouts a
            join (select * from jsonb_to_recordset(${JSON.stringify(read)}::jsonb)
              as d(id int, reminders_sent int, fresh boolean)) d on d.id = a.id
            where ${isDue} and a.reminders_sent = d.reminders_sent and (a.abandoned_at is null) = d.fresh
            for update of a skip locked`),
        );
        let sent = 0;
        for (const { id } of held) {
          const row = due.find((entry) => entry.id === id)!;
          if (await apply(tx, row, actions.get(id)!)) sent += 1;
        }
        return sent;
      });
      return { reminded, closed: bought.length + lapsed.length };
    },

    /** The sandbox's clock: a customer's open checkout (and its last reminder) moved `minutes` back. */
    async leftEarlier(email: string, minutes: number): Promise<number> {
      return rowsOf(
        await db.execute(sql`
          update abandoned_checkouts set updated_at = updated_at - make_interval(mins => ${minutes}),
            last_reminded_at = last_reminded_at - make_interval(mins => ${minutes})
          where closed_at is null and user_id = (select id from users where lower(email) = lower(${email}))
          returning id`),
      ).length;
    },

    /** The reminder's link: the checkout's lines back in the signed-in shopper's cart (never doubled). */
    async restore(userId: number, token: string): Promise<RestoreAnswer> {
      const row = await findRow("recover", token);
      // The link is its customer's: signed in as anyone else, it is as if it did not exist.
      if (row.userId !== userId) throw new NotFoundError(RECOVERY_MESSAGES.linkNotValid);
      if (row.outcome === "recovered" || row.outcome === "ordered") {
        throw new GoneError(RECOVERY_MESSAGES.alreadyOrdered);
      }
      const from = row.lastRemindedAt ?? row.updatedAt;
      if (from.getTime() + RECOVERY_WINDOW_DAYS * 86_400_000 < Date.now() || row.outcome === "lapsed") {
        throw new GoneError(RECOVERY_MESSAGES.linkExpired);
      }
      const merged = await cartService.mergeGuestCart(userId, row.items, "atLeast");
      if (merged.merged === 0) throw new GoneError(RECOVERY_MESSAGES.nothingLeft);
      await db
        .update(abandonedCheckouts)
        .set({ restoredAt: sql`coalesce(${abandonedCheckouts.restoredAt}, now())` })
        .where(eq(abandonedCheckouts.id, row.id));
      return { message: RECOVERY_MESSAGES.restored, restored: merged.merged, skipped: merged.skipped.length };
    },

    async unsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
      const row = await findRow("unsubscribe", token);
      return {
        email: maskEmail(row.email),
        unsubscribed: row.userId === null ? true : !(await remindersWanted(db, row.userId)),
      };
    },

    /** The way out, without signing in: recorded as a withdrawal, and every open checkout stops. */
    async unsubscribe(token: string): Promise<{ message: string }> {
      const row = await findRow("unsubscribe", token);
      const userId = row.userId;
      if (userId !== null) {
        await db.transaction(async (tx) => {
          if (await remindersWanted(tx, userId)) {
            await tx.insert(consents).values({
              userId,
              purpose: "cart_reminders",
              granted: false,
              notice: CONSENT_NOTICE_VERSION,
              source: "unsubscribe link",
            });
          }
          await tx
            .update(abandonedCheckouts)
            .set({ closedAt: sql`now()`, outcome: "opted_out" })
            .where(and(eq(abandonedCheckouts.userId, userId), isNull(abandonedCheckouts.closedAt)));
        });
      }
      return { message: RECOVERY_MESSAGES.unsubscribed };
    },

    /** The back office's list: abandoned checkouts, newest first, with what became of each. */
    async list(query: { status?: RecoveryStatus; page: number }): Promise<AbandonedCheckoutsAnswer> {
      const status = sql`coalesce(a.outcome, 'abandoned')`;
      const where = sql`a.abandoned_at is not null ${query.status ? sql`and ${status} = ${query.status}` : sql``}`;
      const [rows, [count], figures] = await Promise.all([
        db.execute(sql`
          select a.id, a.user_id, a.email, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), a.email) as customer,
            a.items, a.value, a.step, a.updated_at, a.reminders_sent, a.last_reminded_at, a.restored_at,
            ${status} as status, a.order_id, a.order_total,
            (select string_agg(p.name, ', ' order by p.name) from jsonb_array_elements(a.items) i
              join product_variants v on v.id = (i->>'id')::int join products p on p.id = v.product_id) as summary
          from abandoned_checkouts a left join users u on u.id = a.user_id
          where ${where}
          order by a.abandoned_at desc, a.id desc
          limit ${PAGE_SIZE} offset ${(query.page - 1) * PAGE_SIZE}`),
        db
          .execute(sql`select count(*)::int as n from abandoned_checkouts a where ${where}`)
          .then((result) => rowsOf<{ n: number }>(result)),
        recoveryFigures(db),
      ]);
      return {
        rows: rowsOf<Record<string, unknown>>(rows).map(
          (row): AbandonedCheckoutRow => ({
            id: Number(row.id),
            customer: String(row.customer ?? ""),
            email: String(row.email),
            user_id: row.user_id === null ? null : Number(row.user_id),
            pieces: (row.items as unknown[]).length,
            summary: String(row.summary ?? ""),
            value: paiseToRupees(Number(row.value)),
            step: row.step as AbandonedCheckoutRow["step"],
            left_at: new Date(String(row.updated_at)).toISOString(),
            reminders_sent: Number(row.reminders_sent),
            last_reminded_at: row.last_reminded_at
              ? new Date(String(row.last_reminded_at)).toISOString()
              : null,
            restored_at: row.restored_at ? new Date(String(row.restored_at)).toISOString() : null,
            status: row.status as RecoveryStatus,
            order_id: row.order_id === null ? null : Number(row.order_id),
            order_number: row.order_id === null ? null : orderNumber(Number(row.order_id)),
            order_total: row.order_total === null ? null : paiseToRupees(Number(row.order_total)),
          }),
        ),
        total: Number(count?.n ?? 0),
        page: query.page,
        page_size: PAGE_SIZE,
        figures,
      };
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
