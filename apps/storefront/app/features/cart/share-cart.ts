import type { CartShareAnswer } from "@boutique/shared/schemas/cart-share";
import { ApiError, browserApi, jsonInit, requestJson } from "@storefront/lib/api-client";

/** One line as the link keeps it: the colour variant, size, quantity and choices (never a price). */
export type ShareLine = {
  id: number;
  size: string;
  quantity: number;
  customization: Record<string, unknown>;
};

/**
 * Sends the cart as a link (issue 26 §2) and opens WhatsApp with the message. Loaded on the button's
 * press. `opened` is a window opened during the press (a browser lets only a press open one), sent to
 * wa.me once the server answers; without it, this tab goes there.
 */
export async function shareCartOnWhatsApp(
  lines: ShareLine[],
  opened: Window | null,
): Promise<{ ok: true; answer: CartShareAnswer } | { ok: false; message: string }> {
  try {
    const answer = await requestJson<CartShareAnswer>(
      browserApi,
      "/api/cart/share",
      jsonInit("POST", {
        cart_items: lines.map((line) => ({
          id: line.id,
          ...(line.size && line.size !== "Free" ? { size: line.size } : {}),
          quantity: line.quantity,
          customization: line.customization,
        })),
      }),
    );
    const target = answer.whatsapp_url ?? answer.url;
    if (opened) opened.location.href = target;
    else window.location.assign(target);
    return { ok: true, answer };
  } catch (error) {
    opened?.close();
    return {
      ok: false,
      message: error instanceof ApiError ? error.message : "We could not make the link. Please try again.",
    };
  }
}
