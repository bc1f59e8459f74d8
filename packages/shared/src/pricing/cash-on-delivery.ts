import { isMadeToMeasure } from "../schemas/order-lifecycle-words";
import { lineChoiceOf } from "./line-choice";

/**
 * Cash on delivery's rules (issue 26 §1), one pure function the quote, the charge and the tests share:
 * whether a cart may be paid at the door, and if not, the one line that says why. About a quarter of COD
 * parcels come back refused (research/india-commerce.md), so each rule keeps a kind of risk out.
 */

/** The shop's COD settings, money in paise. */
export type CodRules = {
  enabled: boolean;
  /** The largest order total (items, discount and shipping) that may go COD. */
  maxOrderPaise: number;
  /** Added to a COD order's total. */
  feePaise: number;
  /** Taken off an order paid online when COD was on offer for it: the nudge to pay now. */
  prepaidDiscountPaise: number;
  /** Pincodes or their leading digits where COD is refused ("110" refuses every 110xxx). */
  refusedPincodes: readonly string[];
  /** Whether made-to-measure pieces, fabric cut to length and turbans may go COD. */
  customAllowed: boolean;
  /** Hours an order waits for its confirmation before it ends and gives its stock back. */
  confirmHours: number;
  /** Refused COD parcels after which a customer is offered prepaid only. */
  rtoLimit: number;
};

export const COD_DEFAULTS: CodRules = {
  enabled: false,
  maxOrderPaise: 1_000_000,
  feePaise: 0,
  prepaidDiscountPaise: 0,
  refusedPincodes: [],
  customAllowed: false,
  confirmHours: 24,
  rtoLimit: 2,
};

/** What the checkout knows about the order when it asks. */
export type CodCart = {
  /** The delivery address, or null before one is chosen. */
  address: { countryCode: string; zip: string } | null;
  /** Items less discount plus shipping, paise (the fee is not counted against the cap). */
  totalPaise: number;
  lines: readonly { kind: string; customization: Record<string, unknown> }[];
  /** The customer's COD parcels refused so far. */
  refusedParcels: number;
};

export type CodOffer = { offered: true } | { offered: false; reason: string };

const rupees = (paise: number) => `Rs ${Math.floor(paise / 100).toLocaleString("en-IN")}`;

/** Whether a line is cut or made for one customer (not resold when refused). */
export function isMadeForOne(line: { kind: string; customization: Record<string, unknown> }): boolean {
  const choice = lineChoiceOf(line.kind, line.customization);
  return choice.kind === "turban" || choice.kind === "fabric" || isMadeToMeasure(line.customization);
}

/** The rule in one line, as the checkout shows it when COD is not on offer. */
export function codRuleSummary(rules: CodRules): string {
  const what = rules.customAllowed ? "orders" : "ready-made pieces";
  return `Cash on delivery is for ${what} delivered in India, up to ${rupees(rules.maxOrderPaise)}.`;
}

/** Whether this cart may be paid at the door; `reason` is null only when the shop does not offer COD. */
export function codOffer(rules: CodRules, cart: CodCart): CodOffer | { offered: false; reason: null } {
  if (!rules.enabled) return { offered: false, reason: null };
  if (cart.refusedParcels >= rules.rtoLimit) {
    return {
      offered: false,
      reason:
        "Cash on delivery is not available for this account after parcels were refused. Please pay online.",
    };
  }
  if (!cart.address) return { offered: false, reason: codRuleSummary(rules) };
  if (cart.address.countryCode !== "IN") {
    return { offered: false, reason: "Cash on delivery is for orders delivered in India." };
  }
  if (!rules.customAllowed && cart.lines.some(isMadeForOne)) {
    return {
      offered: false,
      reason:
        "Cash on delivery is for ready-made pieces: made-to-measure pieces, turbans and fabric cut to length are paid online.",
    };
  }
  if (cart.totalPaise > rules.maxOrderPaise) {
    return { offered: false, reason: `Cash on delivery is for orders up to ${rupees(rules.maxOrderPaise)}.` };
  }
  const zip = cart.address.zip.replace(/\s+/g, "");
  if (rules.refusedPincodes.some((prefix) => prefix !== "" && zip.startsWith(prefix))) {
    return { offered: false, reason: `Cash on delivery is not available for pincode ${zip}.` };
  }
  return { offered: true };
}
