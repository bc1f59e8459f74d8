import { z } from "zod";
import { FREE_SHIPPING_FROM_MAX_RUPEES, SHIPPING_FEE_MAX_RUPEES } from "../pricing/shipping";

/**
 * GET /api/shipping and PUT /api/admin/settings/shipping (admin only): the domestic shipping rule of
 * decision 007 in whole rupees, as staff type it and shoppers read it.
 */
export const SHIPPING_FEE_MESSAGE = `Shipping fee must be a whole number of rupees from 0 to ${SHIPPING_FEE_MAX_RUPEES.toLocaleString("en-IN")}`;
export const FREE_SHIPPING_FROM_MESSAGE = `Free shipping from must be a whole number of rupees from 0 to ${FREE_SHIPPING_FROM_MAX_RUPEES.toLocaleString("en-IN")}`;

export const ShippingRule = z.object({
  /** The fee per order below the threshold. */
  domestic_flat: z
    .number({ error: SHIPPING_FEE_MESSAGE })
    .int({ error: SHIPPING_FEE_MESSAGE })
    .min(0, { error: SHIPPING_FEE_MESSAGE })
    .max(SHIPPING_FEE_MAX_RUPEES, { error: SHIPPING_FEE_MESSAGE }),
  /** The items subtotal from which an order ships free. */
  domestic_free_from: z
    .number({ error: FREE_SHIPPING_FROM_MESSAGE })
    .int({ error: FREE_SHIPPING_FROM_MESSAGE })
    .min(0, { error: FREE_SHIPPING_FROM_MESSAGE })
    .max(FREE_SHIPPING_FROM_MAX_RUPEES, { error: FREE_SHIPPING_FROM_MESSAGE }),
});
export type ShippingRule = z.infer<typeof ShippingRule>;
