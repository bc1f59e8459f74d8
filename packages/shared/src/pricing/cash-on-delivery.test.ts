import { describe, expect, it } from "vitest";
import { COD_DEFAULTS, type CodCart, codOffer, codRuleSummary } from "./cash-on-delivery";

const rules = { ...COD_DEFAULTS, enabled: true };
const kurta = { kind: "garment", customization: {} };
const cart: CodCart = {
  address: { countryCode: "IN", zip: "110016" },
  totalPaise: 500_000,
  lines: [kurta],
  refusedParcels: 0,
};

describe("cash on delivery's offer", () => {
  it("is made for ready-made pieces delivered in India within the cap", () => {
    expect(codOffer(rules, cart)).toEqual({ offered: true });
    expect(codOffer(rules, { ...cart, totalPaise: rules.maxOrderPaise })).toEqual({ offered: true });
  });

  it("is not shown at all while the shop has it off", () => {
    expect(codOffer(COD_DEFAULTS, cart)).toEqual({ offered: false, reason: null });
  });

  it("says why not, one rule at a time", () => {
    const reason = (changes: Partial<CodCart>, with_ = rules) => {
      const offer = codOffer(with_, { ...cart, ...changes });
      return offer.offered ? null : offer.reason;
    };
    expect(reason({ address: { countryCode: "GB", zip: "E1 6SB" } })).toBe(
      "Cash on delivery is for orders delivered in India.",
    );
    expect(reason({ totalPaise: rules.maxOrderPaise + 1 })).toBe(
      "Cash on delivery is for orders up to Rs 10,000.",
    );
    expect(
      reason({ lines: [kurta, { kind: "garment", customization: { measurements: { Bust: 34 } } }] }),
    ).toContain("made-to-measure");
    expect(reason({ lines: [{ kind: "turban", customization: {} }] })).toContain("turbans");
    expect(reason({ lines: [{ kind: "fabric", customization: { fabricLength: 2 } }] })).toContain("fabric");
    expect(reason({}, { ...rules, refusedPincodes: ["1100"] })).toBe(
      "Cash on delivery is not available for pincode 110016.",
    );
    expect(reason({ refusedParcels: 2 })).toContain("refused");
    expect(reason({ address: null })).toBe(codRuleSummary(rules));
    expect(codRuleSummary(rules)).toBe(
      "Cash on delivery is for ready-made pieces delivered in India, up to Rs 10,000.",
    );
  });

  it("lets made-to-measure go COD when the shop allows it, and matches only the pincodes listed", () => {
    const custom = { ...rules, customAllowed: true, refusedPincodes: ["4000"] };
    const measured = { kind: "garment", customization: { measurements: { Bust: 34 } } };
    expect(codOffer(custom, { ...cart, lines: [measured] })).toEqual({ offered: true });
    expect(codOffer(custom, { ...cart, address: { countryCode: "IN", zip: "400001" } }).offered).toBe(false);
    expect(codOffer(custom, { ...cart, address: { countryCode: "IN", zip: "140001" } }).offered).toBe(true);
  });
});
