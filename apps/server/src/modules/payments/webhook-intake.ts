import { CHECKOUT_MESSAGES } from "@boutique/shared/schemas/checkout";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { withoutNul } from "../../lib/text-rules";
import {
  findPaymentByProviderOrder,
  finishWebhookEvent,
  markWebhookEventError,
  type PaymentRow,
  recordWebhookEvent,
  storedCharge,
} from "./payments.repository";
import { type PaymentProviders, PaymentUnavailableError, ProviderHttpError } from "./providers/index";
import {
  type PaymentProvider,
  type ProviderName,
  type ProviderPaymentState,
  SignatureError,
} from "./providers/provider";

type WebhookDeps = {
  db: Database;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
  providers: PaymentProviders;
  /** Applies a provider's final word to the payment (the checkout's one transition, settle-payment.ts). */
  settle: (payment: PaymentRow, state: ProviderPaymentState, source: string) => Promise<unknown>;
};

/**
 * The providers' webhooks (decision 038): verified on the raw bytes by the provider's own rules, stored
 * once by event id, and, when the provider says the outcome is final, handed to the checkout's settle.
 */
export function createWebhookIntake({ db, log, providers, settle }: WebhookDeps) {
  return {
    /** A provider's webhook, verified on its raw bytes, stored once, applied through the same transition. */
    async handleWebhook(
      name: ProviderName,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ) {
      const provider = providers.byName(name);
      if (!provider) throw new NotFoundError("This payment provider is not configured.");
      let event: Awaited<ReturnType<PaymentProvider["parseWebhook"]>>;
      try {
        event = await provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof SignatureError) {
          log.warn({ provider: name, reason: error.message }, "webhook signature refused");
          throw new ValidationError("Invalid webhook signature.");
        }
        // PayPal's verify call did not answer: 502, and PayPal delivers again later.
        if (error instanceof ProviderHttpError) {
          log.warn({ provider: name, err: error }, "webhook could not be verified");
          throw new PaymentUnavailableError(CHECKOUT_MESSAGES.providerDown);
        }
        throw error;
      }
      // PostgreSQL stores no NUL character: a genuine event keeps U+FFFD in its place, ids included.
      event = withoutNul(event);
      const stored = await recordWebhookEvent(db, {
        provider: name,
        eventId: event.eventId,
        type: event.type,
        payload: event.payload,
      });
      if (!stored.fresh) return { received: true, duplicate: true };
      if (event.unreadable) {
        // Genuine but unreadable: the provider would send the same bytes again, so it is acknowledged.
        log.warn(
          { provider: name, eventId: event.eventId, reason: event.unreadable },
          "webhook event not readable",
        );
        await finishWebhookEvent(db, stored.id, "failed", event.unreadable);
        return { received: true, duplicate: false, outcome: "failed" as const };
      }
      try {
        const payment = event.providerOrderId
          ? await findPaymentByProviderOrder(db, provider.payType, event.providerOrderId)
          : null;
        const ignored = !payment
          ? event.providerOrderId
            ? "no payment of this shop's has this provider order id"
            : `${event.type} names no payment the shop acts on`
          : !event.state && !event.needsCapture
            ? `${event.type} reports no payment outcome`
            : null;
        if (payment && !ignored) {
          const state = event.needsCapture ? await provider.fetchState(storedCharge(payment)) : event.state;
          // A failed attempt may be one try of several: only the provider's final word closes the order.
          if (state && provider.isFinal(state)) await settle(payment, state, `webhook:${event.type}`);
        }
        await finishWebhookEvent(db, stored.id, ignored ? "ignored" : "applied", ignored);
        return {
          received: true,
          duplicate: false,
          outcome: ignored ? ("ignored" as const) : ("applied" as const),
        };
      } catch (error) {
        // The provider's own answer refused the charge's amount or currency (PayPal's capture of an order
        // changed behind the shop's back): the event is genuine and kept as failed; nothing is settled.
        if (error instanceof SignatureError) {
          log.warn(
            { provider: name, eventId: event.eventId, reason: error.message },
            "webhook event refused",
          );
          await finishWebhookEvent(db, stored.id, "failed", error.message);
          return { received: true, duplicate: false, outcome: "failed" as const };
        }
        await markWebhookEventError(db, stored.id, error instanceof Error ? error.message : String(error));
        // The provider was asked (PayPal's capture) and did not answer: 502, and it delivers again later.
        throw error instanceof ProviderHttpError
          ? new PaymentUnavailableError(CHECKOUT_MESSAGES.providerDown)
          : error;
      }
    },
  };
}
