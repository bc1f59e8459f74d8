import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { intArray, rowsOf, textArray } from "../../db/transaction";
import { ConflictError, ValidationError } from "../../lib/errors";
import type { SessionUser } from "../../plugins/auth";
import { users } from "../auth/auth.tables";
import { refreshProductRating } from "../catalog/product-rating.repository";
import { addresses } from "../customers/customers.tables";
import { contactQuestions, productQuestions } from "../enquiries/enquiries.tables";
import { emailOutbox } from "../mail/mail.tables";
import type { ReleaseFiles } from "../media/with-uploads";
import { lockCustomerCheckout } from "../orders/checkout-lock";
import { clearOrderContacts } from "../orders/orders.repository";
import { orderLines, orderShipping, orders } from "../orders/orders.tables";
import { reviews } from "../reviews/reviews.tables";
import { wishlistItems } from "../wishlist/wishlist.tables";
import {
  CONSENT_DEFAULTS,
  CONSENT_PURPOSES,
  type ConsentPurpose,
  consents,
  dataRequests,
  personalDataReads,
} from "./privacy.tables";

/** The notice a choice was made under; bump it when the notice's text changes. */
export const CONSENT_NOTICE_VERSION = "2026-11-29";

export const PRIVACY_MESSAGES = {
  saved: "Your choice is saved.",
  eraseConfirm: 'Type "ERASE" to confirm.',
  staffCannotErase: "Staff accounts are removed by an admin, not erased from the account page.",
  erased: "Your account and personal data are erased.",
  accountConsent: "Withdrawing consent to keep your account is erasing it: use Erase my account.",
  pendingPayment:
    "A payment of yours is still being confirmed. Erase your account once it has gone through or been cancelled (within 30 minutes).",
} as const;

export type ConsentState = { purpose: ConsentPurpose; granted: boolean; at: string | null };

/**
 * The customer's data rights (DPDP Act 2023 and its 2025 Rules; decision 041): consent given and withdrawn
 * with its time, a download of everything the shop keeps about them, and erasure, which keeps only what
 * the law makes the shop keep (GST invoices and their orders, eight years, with the name and address the
 * invoice shows).
 */
export function createPrivacyService(db: Database) {
  async function currentConsents(userId: number): Promise<ConsentState[]> {
    const rows = await db
      .select()
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(desc(consents.id));
    return CONSENT_PURPOSES.map((purpose) => {
      const newest = rows.find((row) => row.purpose === purpose);
      return {
        purpose,
        granted: newest?.granted ?? CONSENT_DEFAULTS[purpose],
        at: newest?.createdAt.toISOString() ?? null,
      };
    });
  }

  return {
    currentConsents,

    async recordConsent(userId: number, purpose: ConsentPurpose, granted: boolean, source: string) {
      await db.insert(consents).values({ userId, purpose, granted, notice: CONSENT_NOTICE_VERSION, source });
    },

    /** PUT /api/account/consents: one purpose given or withdrawn, as easily as it was given. */
    async setConsent(user: SessionUser, purpose: ConsentPurpose, granted: boolean) {
      if (purpose === "account" && !granted) throw new ValidationError(PRIVACY_MESSAGES.accountConsent);
      await db
        .insert(consents)
        .values({ userId: user.id, purpose, granted, notice: CONSENT_NOTICE_VERSION, source: "account" });
      return { message: PRIVACY_MESSAGES.saved, consents: await currentConsents(user.id) };
    },

    /** GET /api/account/data: everything kept about the customer, as JSON; the request is recorded. */
    async exportData(user: SessionUser) {
      const [account] = await db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.firstName,
          last_name: users.lastName,
          mobile: users.mobile,
          created_at: users.createdAt,
          email_verified_at: users.emailVerifiedAt,
          google_sign_in: sql<boolean>`${users.googleSub} is not null`,
        })
        .from(users)
        .where(eq(users.id, user.id));
      const ownOrders = await db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(orders.id);
      const orderIds = ownOrders.map((order) => order.id);
      const [lines, shipping] = orderIds.length
        ? await Promise.all([
            db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.id),
            db.select().from(orderShipping).where(inArray(orderShipping.orderId, orderIds)),
          ])
        : [[], []];
      const data = {
        exported_at: new Date().toISOString(),
        account,
        addresses: await db.select().from(addresses).where(eq(addresses.userId, user.id)),
        orders: ownOrders.map((order) => ({
          number: order.id,
          status: order.status,
          fulfilment: order.fulfilment,
          placed_at: order.createdAt,
          paid_at: order.paidAt,
          currency: order.currency,
          total: order.total,
          email: order.email,
          ship_to: shipping.find((row) => row.orderId === order.id) ?? null,
          // Measurements and every other choice of a line are in its customization.
          lines: lines
            .filter((line) => line.orderId === order.id)
            .map((line) => ({
              name: line.name,
              colour: line.color,
              size: line.size,
              quantity: line.quantity,
              customization: line.fullCustomization,
            })),
        })),
        reviews: await db
          .select({
            product_id: reviews.productId,
            rating: reviews.rating,
            title: reviews.title,
            message: reviews.message,
            created_at: reviews.createdAt,
          })
          .from(reviews)
          .where(eq(reviews.userId, user.id)),
        wishlist: await db
          .select({ variant_id: wishlistItems.variantId, added_at: wishlistItems.createdAt })
          .from(wishlistItems)
          .where(eq(wishlistItems.userId, user.id)),
        questions: await db
          .select({
            question: productQuestions.question,
            answer: productQuestions.answer,
            created_at: productQuestions.createdAt,
          })
          .from(productQuestions)
          .where(eq(productQuestions.userId, user.id)),
        consents: (
          await db.select().from(consents).where(eq(consents.userId, user.id)).orderBy(consents.id)
        ).map((row) => ({
          purpose: row.purpose,
          granted: row.granted,
          notice: row.notice,
          source: row.source,
          at: row.createdAt,
        })),
        // Checkouts followed for reminders (issue 26 §3): what was in them and what was sent.
        checkout_reminders: rowsOf(
          await db.execute(sql`select created_at, updated_at as left_at, items, value, reminders_sent,
            last_reminded_at, outcome from abandoned_checkouts where user_id = ${user.id} order by id`),
        ),
        // Saved measurement profiles (issue 27 §2).
        measurement_profiles: rowsOf(
          await db.execute(sql`select name, measurements, note, created_at, updated_at
            from measurement_profiles where user_id = ${user.id} order by id`),
        ),
      };
      await db.insert(dataRequests).values({
        userId: user.id,
        subject: `Customer #${user.id}`,
        kind: "export",
        status: "completed",
        completedAt: new Date(),
      });
      return data;
    },

    /**
     * POST /api/account/erase: the account and its personal data go at once. Orders with a GST document
     * are kept with the name and address the invoice shows (no email, no phone); other orders keep no name
     * or address. Reviews, addresses, cart, wishlist, consents and sessions go with the account.
     */
    async erase(user: SessionUser, confirm: string, release: ReleaseFiles = () => {}) {
      if (confirm !== "ERASE") throw new ValidationError(PRIVACY_MESSAGES.eraseConfirm, { field: "confirm" });
      if (user.role !== "user") throw new ConflictError(PRIVACY_MESSAGES.staffCannotErase);
      return db.transaction(async (tx) => {
        // No order of theirs is being placed meanwhile: a checkout holds the same lock while it makes one.
        await lockCustomerCheckout(tx, user.id);
        const [request] = await tx
          .insert(dataRequests)
          .values({ userId: user.id, subject: `Customer #${user.id}`, kind: "erasure" })
          .returning({ id: dataRequests.id });
        const ownOrders = rowsOf<{ id: number; invoiced: boolean; status: string }>(
          await tx.execute(sql`
            select o.id, o.status, exists (select 1 from tax_documents d where d.order_id = o.id) as invoiced
            from orders o where o.user_id = ${user.id} for update`),
        );
        // A payment still on its way would be settled for an order with no one to deliver to.
        if (ownOrders.some((order) => order.status === "pending")) {
          throw new ConflictError(PRIVACY_MESSAGES.pendingPayment);
        }
        const kept = ownOrders.filter((order) => order.invoiced).map((order) => order.id);
        const cleared = ownOrders.filter((order) => !order.invoiced).map((order) => order.id);
        await clearOrderContacts(
          tx,
          ownOrders.map((order) => order.id),
        );
        if (kept.length) {
          await tx
            .update(orderShipping)
            .set({ mobile: "", sMobile: "", sEmail: "" })
            .where(inArray(orderShipping.orderId, kept));
          // The documents keep the recipient's name and address (GST), not their email or phone.
          await tx.execute(sql`
            update tax_documents set figures = jsonb_set(jsonb_set(figures, '{recipient,email}', '""'),
              '{recipient,phone}', '""')
            where order_id = any(${intArray(kept)})
              and figures ? 'recipient'`);
        }
        if (ownOrders.length) {
          const orderIds = intArray(ownOrders.map((order) => order.id));
          // The providers' copies of their payments (name, email, phone, address on the provider's payment
          // or session): only the shop's bookkeeping stays, with the provider's ids in their columns.
          const charged = rowsOf<{ ids: string[] }>(
            await tx.execute(sql`
              update payments set details = jsonb_strip_nulls(jsonb_build_object(
                  'idempotencyKey', details->'idempotencyKey', 'confirmedBy', details->'confirmedBy', 'erased', true)),
                updated_at = now()
              where order_id = any(${orderIds})
              returning array_remove(array[provider_order_id, provider_payment_id], null) as ids`),
          ).flatMap((row) => row.ids);
          // The webhook deliveries about those payments carry the same copies: kept as a record that they
          // came (so a redelivery is still recognised), without their content.
          if (charged.length) {
            await tx.execute(sql`
              update webhook_events set payload = '{"erased": true}'::jsonb
              where exists (select 1 from unnest(${textArray(charged)}) as id
                            where strpos(webhook_events.payload::text, '"' || id || '"') > 0)`);
          }
          // Return photos show what they sent back, in their home: the refund's figures stay, the pictures go.
          const returned = rowsOf<{ photos: string[] }>(
            await tx.execute(sql`
              with before as (
                select id, photos from return_requests
                where order_id = any(${orderIds}) and photos <> '[]'::jsonb for update
              )
              update return_requests r set photos = '[]'::jsonb from before where r.id = before.id
              returning array(select jsonb_array_elements_text(before.photos)) as photos`),
          );
          release(returned.flatMap((row) => row.photos));
        }
        // The mails sent to them (and any still queued) name them, their address and their orders.
        await tx.delete(emailOutbox).where(eq(emailOutbox.recipient, user.email));
        if (cleared.length) {
          await tx
            .update(orderShipping)
            .set({
              firstName: "",
              lastName: "",
              fullName: "Erased",
              address1: "",
              address2: "",
              city: "",
              zip: "",
              mobile: "",
              sMobile: "",
              sEmail: "",
            })
            .where(inArray(orderShipping.orderId, cleared));
        }
        await tx
          .update(productQuestions)
          .set({ name: "Erased", email: "" })
          .where(eq(productQuestions.userId, user.id));
        await tx
          .update(contactQuestions)
          .set({ name: "Erased", email: "" })
          .where(eq(contactQuestions.userId, user.id));
        const reviewed = await tx
          .delete(reviews)
          .where(eq(reviews.userId, user.id))
          .returning({ productId: reviews.productId, media: reviews.media });
        // Their review pictures and videos go once the transaction has committed.
        release(reviewed.map((row) => row.media));
        for (const productId of new Set(reviewed.map((row) => row.productId))) {
          await refreshProductRating(tx, productId);
        }
        // Addresses, cart, wishlist, consents and codes go with the row (their keys cascade); orders,
        // returns and questions keep their rows without it.
        await tx.delete(users).where(and(eq(users.id, user.id), eq(users.role, "user")));
        await tx
          .update(dataRequests)
          .set({
            status: "completed",
            completedAt: new Date(),
            outcome: {
              orders_kept_for_gst: kept.length,
              orders_anonymised: cleared.length,
              reviews_removed: reviewed.length,
            },
          })
          .where(eq(dataRequests.id, request!.id));
        return { message: PRIVACY_MESSAGES.erased };
      });
    },

    /** GET /api/admin/data-requests: customers' requests and staff reads of personal data, newest first. */
    async adminOverview() {
      const [requests, reads] = await Promise.all([
        db.select().from(dataRequests).orderBy(desc(dataRequests.id)).limit(200),
        db.select().from(personalDataReads).orderBy(desc(personalDataReads.id)).limit(200),
      ]);
      return {
        requests: requests.map((row) => ({
          id: row.id,
          subject: row.subject,
          kind: row.kind,
          status: row.status,
          outcome: row.outcome,
          created_at: row.createdAt.toISOString(),
          completed_at: row.completedAt?.toISOString() ?? null,
        })),
        reads: reads.map((row) => ({
          id: row.id,
          staff: row.staffEmail,
          what: row.what,
          detail: row.detail,
          at: row.createdAt.toISOString(),
        })),
      };
    },

    /** A staff read of customers' personal data, recorded before the data is sent. */
    async recordStaffRead(staff: SessionUser, what: string, detail: Record<string, unknown>) {
      await db.insert(personalDataReads).values({ staffId: staff.id, staffEmail: staff.email, what, detail });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
