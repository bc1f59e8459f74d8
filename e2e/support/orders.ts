import { type APIRequestContext, expect } from "@playwright/test";
import { pngFile, registerCustomer } from "../fixtures";

/** A Delhi delivery address, as POST /api/items/address takes it. */
export const DELHI = {
  first_name: "Meera",
  last_name: "Rao",
  email: "meera@e2e.example",
  country: "IN",
  state: "Delhi",
  city: "New Delhi",
  address1: "14, Lodhi Colony Market",
  address2: "",
  zip: "110003",
  mobile: "9811042517",
};

type Card = { id: number; variant_id: number; name: string };

/** The first in-stock piece of a category (a size with two left, so runs again still find stock). */
export async function inStock(request: APIRequestContext, category: string, skip: number[] = []) {
  const listing = await (await request.get(`/api/products/category/${category}/1`)).json();
  for (const card of listing.products as Card[]) {
    if (skip.includes(card.variant_id)) continue;
    const detail = await (await request.get(`/api/products/${card.id}`)).json();
    const sizes = (detail.sizes ?? []) as { size: string; quantity: number }[];
    const size = sizes.find((row) => row.quantity >= 2);
    if (sizes.length > 0 && !size) continue;
    return { variantId: card.variant_id, size: size?.size, name: card.name };
  }
  throw new Error(`nothing in stock in ${category}`);
}

/**
 * A customer (signed in on `request`) who bought a made-to-measure piece and a ready-made one and paid
 * with Razorpay in the sandbox. Answers the order's id and number and the customer's email.
 */
export function paidMadeToMeasureOrder(request: APIRequestContext, prefix: string) {
  return paidOrder(request, prefix, { madeToMeasure: true });
}

/** The same with only the ready-made piece: nothing for the workshop to make. */
export function paidReadyMadeOrder(request: APIRequestContext, prefix: string) {
  return paidOrder(request, prefix, { madeToMeasure: false });
}

async function paidOrder(
  request: APIRequestContext,
  prefix: string,
  { madeToMeasure }: { madeToMeasure: boolean },
) {
  const customer = await registerCustomer(request, prefix, { name: "Meera", mobile: "Rao" });
  const measured = await inStock(request, "Sarees");
  const ready = await inStock(request, "Sarees", [measured.variantId]);
  if (madeToMeasure) {
    const added = await request.post(`/api/items/cart/${measured.variantId}`, {
      data: {
        ...(measured.size ? { size: measured.size } : {}),
        customization: {
          measurements: { Bust: 34, Waist: 28, Hip: 38 },
          specialInstructions: "Deeper back neck",
        },
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  await addToCart(request, ready);
  const saved = await request.post("/api/items/address", { data: DELHI });
  expect(saved.ok(), await saved.text()).toBe(true);
  const paid = await payCart(request, (await saved.json()).data.id);
  return { ...paid, email: customer.email };
}

/** One of a piece inStock found, in the signed-in cart. */
export async function addToCart(request: APIRequestContext, piece: { variantId: number; size?: string }) {
  const added = await request.post(`/api/items/cart/${piece.variantId}`, {
    data: piece.size ? { size: piece.size } : {},
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** The signed-in cart ordered to an address and paid with Razorpay in the sandbox (`extra`: e.g. need_by). */
export async function payCart(
  request: APIRequestContext,
  addressId: number,
  extra: Record<string, unknown> = {},
) {
  const charged = await request.post("/api/checkout/payment/charge", {
    data: { ...extra, address: addressId, pay_type: "Razorpay" },
  });
  expect(charged.ok(), await charged.text()).toBe(true);
  const charge = await charged.json();
  const paid = await request.post(`/sandbox/razorpay/test/orders/${encodeURIComponent(charge.id)}/pay`, {
    data: { outcome: "success", method: "upi", key: charge.key },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = await paid.json();
  const verified = await request.post("/api/checkout/payment/verify", {
    data: { order_id: charge.order_id, razorpay_payment_id, razorpay_order_id, razorpay_signature },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { orderId: charge.order_id as number, orderNumber: charge.order_number as string };
}

/** An admin (signed in on `admin`) moves a paid order to delivered: production, each measured line's stages, packing, shipping. */
export async function deliverOrder(admin: APIRequestContext, orderId: number) {
  const move = async (body: Record<string, unknown>) => {
    const moved = await admin.post(`/api/admin/orders/${orderId}`, { data: body });
    expect(moved.ok(), await moved.text()).toBe(true);
  };
  await move({ status: "in_production" });
  const detail = await (await admin.get(`/api/admin/orders/${orderId}`)).json();
  for (const line of detail.orders as { id: number; made_to_measure: boolean }[]) {
    if (!line.made_to_measure) continue;
    for (const stage of ["measurements_checked", "cutting", "stitching", "finishing"]) {
      const staged = await admin.post(`/api/admin/orders/${orderId}/lines/${line.id}/stage`, {
        data: { stage },
      });
      expect(staged.ok(), await staged.text()).toBe(true);
    }
  }
  // Each finished piece is shown to the customer, who approved it on the phone (issue 27 §4).
  for (const line of detail.orders as { id: number; made_to_measure: boolean }[]) {
    if (!line.made_to_measure) continue;
    await sendApprovalPhotos(admin, orderId, line.id);
    const phoned = await admin.post(`/api/admin/orders/${orderId}/lines/${line.id}/approval/phone`);
    expect(phoned.ok(), await phoned.text()).toBe(true);
  }
  await move({ status: "ready_to_ship" });
  await move({
    status: "shipped",
    carrier: "Delhivery",
    tracking_number: "DL5550001",
    tracking_url: "https://www.delhivery.com/track/package/DL5550001",
  });
  await move({ status: "delivered" });
}

/** Staff (signed in on `admin`) send a photo of a finished made-to-measure piece for the customer to approve. */
export async function sendApprovalPhotos(admin: APIRequestContext, orderId: number, lineId: number) {
  const sent = await admin.post(`/api/admin/orders/${orderId}/lines/${lineId}/approval`, {
    multipart: { photos: await pngFile("finished.png", 600, 800, "#7a1f3d") },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}
