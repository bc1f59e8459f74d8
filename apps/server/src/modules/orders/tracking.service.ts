import { orderNumber } from "@boutique/shared/schemas/checkout";
import {
  orderIdFromNumber,
  TRACKING_MESSAGES,
  type TrackingAnswer,
  type TrackOrderBody,
} from "@boutique/shared/schemas/order-tracking";
import type { Database } from "../../db/database";
import { sameSecret } from "../../lib/constant-time";
import { NotFoundError, TooManyRequestsError } from "../../lib/errors";
import type { AttemptCounter } from "../../plugins/rate-limit";
import { findOrder, listOrderEvents, listOrderLines } from "./orders.repository";

/** Wrong guesses at one order number before it is shut for the window, whatever the email. */
export const TRACKING_LIMITS = { failuresPerOrder: 5, windowSeconds: 15 * 60 } as const;
export const TRACKING_LOCKED_MESSAGE = "Too many attempts for this order. Please try again in 15 minutes.";

/** Equal emails, compared without letting the time taken say how much of one matched. */
function sameEmail(given: string, stored: string): boolean {
  return sameSecret(stored.trim().toLowerCase(), given.trim().toLowerCase());
}

/** Guest order tracking: the order number and its email open the timeline, and only that. */
export function createTrackingService({ db, attempts }: { db: Database; attempts: AttemptCounter }) {
  return {
    async track(body: TrackOrderBody): Promise<TrackingAnswer> {
      const orderId = orderIdFromNumber(body.order_number);
      const failures = `track:${orderId ?? body.order_number.toLowerCase()}`;
      if ((await attempts.count(failures)) >= TRACKING_LIMITS.failuresPerOrder) {
        throw new TooManyRequestsError(TRACKING_LOCKED_MESSAGE);
      }
      const order = orderId ? await findOrder(db, orderId) : null;
      // An unknown number and a wrong email read the same, so neither is confirmed to a guesser.
      if (!order?.email || !sameEmail(body.email, order.email) || order.status === "pending") {
        await attempts.hit(failures, TRACKING_LIMITS.windowSeconds);
        throw new NotFoundError(TRACKING_MESSAGES.notFound);
      }
      const [events, lines] = await Promise.all([
        listOrderEvents(db, order.id),
        listOrderLines(db, order.id),
      ]);
      return {
        order_number: orderNumber(order.id),
        created: order.createdAt.toISOString(),
        status: order.status,
        pay_type: order.payType,
        fulfilment: order.fulfilment,
        made_to_measure: lines.some((line) => line.madeToMeasure),
        carrier: order.carrier,
        tracking_number: order.trackingNumber,
        tracking_url: order.dhlUrl,
        need_by: order.needBy,
        deliver_by: order.deliverBy,
        timeline: events.map((event) => ({
          kind: event.kind,
          line_id: event.lineId,
          from: event.fromState,
          to: event.toState,
          at: event.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
