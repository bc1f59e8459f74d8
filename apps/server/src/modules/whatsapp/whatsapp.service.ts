import { createHmac } from "node:crypto";
import { WHATSAPP_LANGUAGE, type WhatsAppTemplate } from "@boutique/shared/whatsapp-templates";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { WhatsAppConfig } from "../../config";
import type { Database } from "../../db/database";
import { type Executor, rowsOf } from "../../db/transaction";
import { sameSecret } from "../../lib/constant-time";
import { CONSENT_NOTICE_VERSION } from "../privacy/privacy.service";
import { consents } from "../privacy/privacy.tables";
import { type WhatsAppStatus, whatsappMessages } from "./whatsapp.tables";

/**
 * WhatsApp notifications (issue 26 §2): queued with the change they tell, only to customers who opted in
 * (their latest `whatsapp` consent), sent through the Business Cloud API by the jobs, and followed by its
 * signed status webhooks. A reply of STOP withdraws the consent, as the account's switch does.
 */

/** Digits with the country code, from a mobile as typed on an address; null when it cannot be one. */
export function whatsappNumber(mobile: string, countryCode: string): string | null {
  const digits = mobile.replace(/\D/g, "");
  let number: string;
  if (mobile.trim().startsWith("+")) number = digits;
  else if (countryCode === "IN" && digits.length === 10) number = `91${digits}`;
  else if (countryCode === "IN" && digits.length === 12 && digits.startsWith("91")) number = digits;
  else return null;
  return /^[1-9]\d{7,14}$/.test(number) ? number : null;
}

/** Whether the customer's latest word on WhatsApp messages is yes. */
export async function whatsappOptedIn(executor: Executor, userId: number): Promise<boolean> {
  const [latest] = await executor
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, "whatsapp")))
    .orderBy(desc(consents.id))
    .limit(1);
  return latest?.granted === true;
}

/**
 * Queues a template message in the caller's transaction (it leaves only if the change commits). Nothing is
 * queued for a customer who has not opted in, or without a number WhatsApp can reach.
 */
export async function queueWhatsApp(
  tx: Executor,
  message: {
    userId: number | null;
    orderId?: number;
    mobile: string;
    countryCode: string;
    template: WhatsAppTemplate;
    params: string[];
  },
): Promise<boolean> {
  if (message.userId === null || !(await whatsappOptedIn(tx, message.userId))) return false;
  const number = whatsappNumber(message.mobile, message.countryCode);
  if (!number) return false;
  await tx.insert(whatsappMessages).values({
    userId: message.userId,
    orderId: message.orderId ?? null,
    number,
    template: message.template,
    params: message.params,
  });
  return true;
}

const MAX_ATTEMPTS = 6;

/**
 * The parts of a webhook the shop reads (decision 038: parse only what is used); an item of another shape is
 * skipped, so a signed body of any shape is acknowledged and never a 500.
 */
const WebhookStatus = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  errors: z
    .array(z.looseObject({ title: z.string().max(500).optional() }))
    .optional()
    .catch(undefined),
});
const WebhookText = z.object({
  from: z.string().min(1).max(20),
  text: z.object({ body: z.string().max(4096) }),
});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every `entry[].changes[].value` object of a delivery. */
function changeValues(payload: unknown): Record<string, unknown>[] {
  if (!isObject(payload)) return [];
  return listOf(payload.entry).flatMap((entry) =>
    isObject(entry)
      ? listOf(entry.changes).flatMap((change) =>
          isObject(change) && isObject(change.value) ? [change.value] : [],
        )
      : [],
  );
}
/** Later statuses only: a late "sent" never undoes "delivered". */
const STATUS_RANK: Record<string, number> = { accepted: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

export function createWhatsAppService(deps: {
  db: Database;
  config: WhatsAppConfig | null;
  log: Pick<FastifyBaseLogger, "warn" | "info">;
}) {
  const { db, config, log } = deps;

  /** POST {api}/{version}/{phone-number-id}/messages: the template and its body parameters; answers the wamid. */
  async function send(number: string, template: string, params: string[]): Promise<string> {
    if (!config) throw new Error("WhatsApp is not set up");
    const response = await fetch(`${config.apiUrl}/${config.version}/${config.phoneNumberId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: number,
        type: "template",
        template: {
          name: template,
          language: { code: WHATSAPP_LANGUAGE },
          components: [{ type: "body", parameters: params.map((text) => ({ type: "text", text })) }],
        },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      messages?: { id?: string }[];
      error?: { message?: string; code?: number };
    };
    const id = answer.messages?.[0]?.id;
    if (!response.ok || !id) {
      throw new Error(`WhatsApp answered ${response.status}: ${answer.error?.message ?? "no message id"}`);
    }
    return id;
  }

  async function setStatus(providerMessageId: string, status: WhatsAppStatus, error: string | null = null) {
    const rank = STATUS_RANK[status] ?? 0;
    await db.execute(sql`
      update whatsapp_messages set status = ${status}, updated_at = now(), error = coalesce(${error}, error)
      where provider_message_id = ${providerMessageId}
        and (case status when 'accepted' then 1 when 'sent' then 2 when 'delivered' then 3 when 'read' then 4
             when 'failed' then 5 else 0 end) < ${rank}`);
  }

  return {
    configured: config !== null,

    /** One delivery pass, as the mail outbox's: due rows claimed with SKIP LOCKED, sent, marked. */
    /** An order's messages for staff, oldest first: what was sent, to which number, and how far it got. */
    async listForOrder(orderId: number) {
      const rows = await db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.orderId, orderId))
        .orderBy(whatsappMessages.id);
      return rows.map((row) => ({
        id: row.id,
        template: row.template,
        number: row.number,
        status: row.status,
        error: row.error,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      }));
    },

    async deliverQueued(limit = 20): Promise<number> {
      if (!config) return 0;
      const claimed = rowsOf<{
        id: number;
        number: string;
        template: string;
        params: string[];
        attempts: number;
      }>(
        await db.execute(sql`
          update whatsapp_messages set attempts = attempts + 1, updated_at = now(),
            next_attempt_at = now() + make_interval(secs => 30 * power(2, attempts))
          where id in (
            select id from whatsapp_messages where status = 'queued' and next_attempt_at <= now()
            order by next_attempt_at limit ${limit} for update skip locked)
          returning id, number, template, params, attempts`),
      );
      let sent = 0;
      for (const message of claimed) {
        try {
          const providerMessageId = await send(message.number, message.template, message.params);
          await db
            .update(whatsappMessages)
            .set({ status: "accepted", providerMessageId, updatedAt: new Date(), error: null })
            .where(eq(whatsappMessages.id, message.id));
          sent += 1;
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          const failed = message.attempts >= MAX_ATTEMPTS;
          await db
            .update(whatsappMessages)
            .set({
              error: text.slice(0, 500),
              ...(failed ? { status: "failed" as const } : {}),
              updatedAt: new Date(),
            })
            .where(eq(whatsappMessages.id, message.id));
          log.warn({ whatsappMessageId: message.id, err: text }, "a WhatsApp message was not sent");
        }
      }
      return sent;
    },

    /** GET /api/webhooks/whatsapp: Meta's verification; answers the challenge, or null to refuse. */
    verifySubscription(query: { mode?: string; token?: string; challenge?: string }): string | null {
      if (!config?.verifyToken || query.mode !== "subscribe" || !query.challenge) return null;
      return sameSecret(config.verifyToken, query.token ?? "") ? query.challenge : null;
    },

    /** Whether a POST's X-Hub-Signature-256 is the app secret's HMAC of these exact bytes. */
    signatureValid(raw: Buffer, header: string | undefined): boolean {
      if (!config?.appSecret || !header?.startsWith("sha256=")) return false;
      return sameSecret(`sha256=${createHmac("sha256", config.appSecret).update(raw).digest("hex")}`, header);
    },

    /**
     * A signed delivery: each status moves its message forward; a text of STOP from a number withdraws the
     * WhatsApp consent of the customer that number was last sent to. Anything else is acknowledged.
     */
    async applyWebhook(payload: unknown): Promise<{ statuses: number; optOuts: number }> {
      let statuses = 0;
      let optOuts = 0;
      for (const value of changeValues(payload)) {
        for (const item of listOf(value.statuses)) {
          const status = WebhookStatus.safeParse(item);
          if (!status.success) continue;
          await setStatus(status.data.id, status.data.status, status.data.errors?.[0]?.title ?? null);
          statuses += 1;
        }
        for (const item of listOf(value.messages)) {
          const message = WebhookText.safeParse(item);
          if (!message.success || message.data.text.body.trim().toUpperCase() !== "STOP") continue;
          const [last] = await db
            .select({ userId: whatsappMessages.userId })
            .from(whatsappMessages)
            .where(eq(whatsappMessages.number, message.data.from.replace(/\D/g, "")))
            .orderBy(desc(whatsappMessages.id))
            .limit(1);
          if (!last?.userId) continue;
          await db.insert(consents).values({
            userId: last.userId,
            purpose: "whatsapp",
            granted: false,
            notice: CONSENT_NOTICE_VERSION,
            source: "whatsapp STOP",
          });
          optOuts += 1;
        }
      }
      if (optOuts > 0) log.info({ optOuts }, "WhatsApp opt-outs by STOP");
      return { statuses, optOuts };
    },
  };
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
