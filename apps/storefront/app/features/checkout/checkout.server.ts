import { isCalendarDate } from "@boutique/shared/delivery-dates";
import type { Address } from "@boutique/shared/schemas/address";
import { CHECKOUT_MESSAGES, type QuoteAnswer } from "@boutique/shared/schemas/checkout";
import { addressFields } from "@storefront/features/account/account.server";
import { type Country, getCurrentUser, listAddresses, listCountries } from "@storefront/features/account/api";
import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { positiveId, settle } from "@storefront/lib/loader-helpers";
import { loginHref } from "@storefront/lib/safe-redirect";
import { data, redirect } from "react-router";
import { addAddress, getCheckoutBanner, getConsents, getPaymentConfig, getQuote } from "./api";

const INDIA: Country = { code: "IN", name: "India" };

/** Why there is no quote to show: the cart is empty, or the totals could not be worked out. */
export type QuoteProblem = { kind: "empty" | "unavailable"; message: string };

/**
 * /Checkout?address={id}&coupon={code}&line={cart_id}: the page's state is its address, so a reload or a
 * shared tab shows the same choice, and every change of address or coupon asks the server for new totals.
 */
export async function loadCheckout(request: Request, api: ApiFetch) {
  const url = new URL(request.url);
  const account = await getCurrentUser(api);
  // Spec §2: checkout is for signed-in shoppers; a guest signs in (the cart merges) and comes back here.
  if (!account) throw redirect(loginHref(url.pathname + url.search));

  const line = positiveId(url.searchParams.get("line"));
  const couponCode = url.searchParams.get("coupon")?.trim().toUpperCase() || undefined;
  // ?need_by=YYYY-MM-DD: the day the shopper needs it (issue 27 §3); the quote says whether the shop can.
  const asked = url.searchParams.get("need_by")?.trim() ?? "";
  const needBy = isCalendarDate(asked) ? asked : undefined;
  // ?rush=1: rush tailoring, where the shop offers it.
  const rush = url.searchParams.get("rush") === "1" || undefined;
  const [addresses, countries, banner, payments, consents] = await Promise.all([
    listAddresses(api),
    settle("countries", listCountries(api), [INDIA]),
    settle("banner/checkout", getCheckoutBanner(api), null),
    settle("checkout/payment/config", getPaymentConfig(api), null),
    settle("account/consents", getConsents(api), null),
  ]);
  const selected = chooseAddress(addresses, positiveId(url.searchParams.get("address")));
  // ?pay=COD: the totals with cash on delivery's fee; otherwise paying online (issue 26 §1).
  const payCod = url.searchParams.get("pay") === "COD";
  let quoted = await quote(api, {
    address: selected?.id,
    coupon: couponCode,
    line,
    pay_type: payCod ? "COD" : undefined,
    need_by: needBy,
    rush,
  });
  const onlyCod = quoted.quote?.pay_types.every((payType) => payType === "COD") && quoted.quote.cod.offered;
  if (!payCod && onlyCod) {
    quoted = await quote(api, {
      address: selected?.id,
      coupon: couponCode,
      line,
      pay_type: "COD",
      need_by: needBy,
      rush,
    });
  }

  return {
    account,
    addresses,
    countries,
    banner,
    selectedAddress: selected?.id ?? null,
    line: line ?? null,
    payCod: payCod || Boolean(onlyCod),
    razorpayScript: payments?.razorpay_script ?? null,
    /** The shopper's WhatsApp consent (issue 26 §2); off until they turn it on. */
    whatsappOptIn: consents?.consents.find((consent) => consent.purpose === "whatsapp")?.granted ?? false,
    notDeliverable: CHECKOUT_MESSAGES.notDeliverable,
    ...quoted,
  };
}

export type CheckoutData = Awaited<ReturnType<typeof loadCheckout>>;

/** The address asked for when it is the shopper's, else the default one (spec §4), else the first. */
function chooseAddress(addresses: Address[], wanted: number | undefined): Address | null {
  return (
    addresses.find((address) => address.id === wanted) ??
    addresses.find((address) => address.default === "Y") ??
    addresses[0] ??
    null
  );
}

type Quoted = { quote: QuoteAnswer | null; problem: QuoteProblem | null; couponError: string | null };

/**
 * The server's totals. A coupon in the address that no longer applies is dropped (its message shown);
 * an empty cart, or a server that cannot quote, leaves the page without totals and Place Order off.
 */
async function quote(
  api: ApiFetch,
  body: {
    address?: number;
    coupon?: string;
    line?: number;
    pay_type?: "COD";
    need_by?: string;
    rush?: boolean;
  },
): Promise<Quoted> {
  try {
    return { quote: await getQuote(api, body), problem: null, couponError: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw error;
    if (
      body.coupon &&
      error.status >= 400 &&
      error.status < 500 &&
      error.message !== CHECKOUT_MESSAGES.emptyCart
    ) {
      // Without the coupon the totals come: the coupon was what failed.
      const without = await quote(api, { ...body, coupon: undefined });
      return without.quote ? { ...without, couponError: error.message } : without;
    }
    if (error.message === CHECKOUT_MESSAGES.emptyCart || error.message === CHECKOUT_MESSAGES.lineNotFound) {
      return { quote: null, problem: { kind: "empty", message: error.message }, couponError: null };
    }
    console.error(`storefront: POST /api/checkout/payment/quote failed (${error.status}):`, error.message);
    return {
      quote: null,
      problem: {
        kind: "unavailable",
        message:
          error.status === 404
            ? "Online payment is not open yet. Please call or chat with us to place your order."
            : "We could not work out your total just now. Please try again in a moment.",
      },
      couponError: null,
    };
  }
}

export type AddressAdded = { ok: true; message: string; address: Address } | { ok: false; message: string };

/** The Add New Address dialog posts here; the new address comes back so the page can select it. */
export async function checkoutAction(request: Request, api: ApiFetch) {
  const form = await request.formData();
  if (form.get("intent") !== "address-add") throw data(null, { status: 400 });
  try {
    const saved = await addAddress(api, addressFields(form));
    return data<AddressAdded>({ ok: true, message: saved.message, address: saved.data });
  } catch (error) {
    if (error instanceof ApiError)
      return data<AddressAdded>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}
