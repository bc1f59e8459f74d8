import { isAllowed, type Role } from "@boutique/shared/access";
import { paiseToRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import { DOLLAR_ADMIN_ONLY_MESSAGE, type MarqueeUpdate } from "@boutique/shared/schemas/home-content";
import { POLICY_CONSTANTS, type PoliciesAnswer } from "@boutique/shared/schemas/policies";
import type { ShippingRule } from "@boutique/shared/schemas/shipping";
import type { ShopContactUpdate, ShopProfile } from "@boutique/shared/schemas/shop-profile";
import type { Database } from "../../db/database";
import { ForbiddenError } from "../../lib/errors";
import { MARQUEE_ENTRIES, type SettingKey } from "./settings.keys";
import { createSettingsRepository, readSettings } from "./settings.repository";

/** The domestic shipping rule in paise, from the two settings that hold it. */
function domesticRule(value: (key: "domestic_shipping_flat" | "domestic_free_shipping_from") => string) {
  return {
    flatPaise: Number.parseInt(value("domestic_shipping_flat"), 10),
    freeFromPaise: Number.parseInt(value("domestic_free_shipping_from"), 10),
  } satisfies DomesticShippingRule;
}

export function createSettingsService({ db }: { db: Database }) {
  const repository = createSettingsRepository(db);
  const read = async <K extends SettingKey>(keys: readonly K[]) => {
    const values = await readSettings(db, keys);
    return (key: K) => values[key];
  };
  return {
    async listMarquee() {
      const value = await read(MARQUEE_ENTRIES.map((entry) => entry.key));
      return MARQUEE_ENTRIES.map((entry) => ({ type: entry.type, value: value(entry.key) }));
    },
    /** Paise per dollar, an integer, for calculations. */
    async getDollarRatePaise(): Promise<number> {
      const value = await read(["dollar_rate"]);
      return Number.parseInt(value("dollar_rate"), 10);
    },
    /** Rupees per dollar as the API shows it (83.5). */
    async listDollar() {
      return [{ value: (await this.getDollarRatePaise()) / 100 }];
    },
    /** The back office's list: the marquee entries, then the dollar rate at index 4 (spec §3). */
    async listAdminSettings() {
      const [marquee, [dollar]] = await Promise.all([this.listMarquee(), this.listDollar()]);
      return [...marquee, { type: "dollar", value: String(dollar!.value) }];
    },
    /**
     * One setting from Edit Home; the dollar rate arrives in rupees and is kept in paise. The route is
     * open to Employees for the marquee, but the spec leaves the dollar rate to an admin.
     */
    async updateSetting({ type, value }: MarqueeUpdate, role: Role) {
      if (type === "dollar") {
        if (!isAllowed("admin", role)) throw new ForbiddenError(DOLLAR_ADMIN_ONLY_MESSAGE);
        await repository.setValue("dollar_rate", String(Math.round(Number(value) * 100)));
        return;
      }
      const entry = MARQUEE_ENTRIES.find((candidate) => candidate.type === type);
      if (entry) await repository.setValue(entry.key, value);
    },
    /** Shipping within India (decision 007) in paise, for calculations. */
    async getDomesticShipping(): Promise<DomesticShippingRule> {
      return domesticRule(await read(["domestic_shipping_flat", "domestic_free_shipping_from"]));
    },
    /** What a cart's totals need, in one read: the domestic shipping rule and the dollar rate. */
    async getCartPricing(): Promise<{ rule: DomesticShippingRule; dollarRatePaise: number }> {
      const value = await read(["domestic_shipping_flat", "domestic_free_shipping_from", "dollar_rate"]);
      return { rule: domesticRule(value), dollarRatePaise: Number.parseInt(value("dollar_rate"), 10) };
    },
    /** The same rule in whole rupees, as GET /api/shipping shows it and the admin types it. */
    async getShippingRule(): Promise<ShippingRule> {
      const rule = await this.getDomesticShipping();
      return {
        domestic_flat: paiseToRupees(rule.flatPaise),
        domestic_free_from: paiseToRupees(rule.freeFromPaise),
      };
    },
    /** The promises shown on the contact, order and policy pages. */
    /** The shop's one profile (issue 26 §5): the invoice's name and address, and how to reach the shop. */
    async getShopProfile(): Promise<ShopProfile> {
      const value = await read([
        "supplier_name",
        "supplier_address",
        "shop_phone",
        "shop_email",
        "shop_whatsapp",
        "shop_hours",
      ]);
      return {
        name: value("supplier_name"),
        address: value("supplier_address"),
        phone: value("shop_phone"),
        email: value("shop_email"),
        whatsapp: value("shop_whatsapp"),
        hours: value("shop_hours"),
      };
    },
    async updateShopContact(input: ShopContactUpdate): Promise<ShopProfile> {
      await repository.setValues(input);
      return this.getShopProfile();
    },
    async getPolicies(): Promise<PoliciesAnswer> {
      const value = await read([
        "grievance_officer_name",
        "grievance_officer_email",
        "delivery_estimate",
        "cancellation_window_hours",
        "return_window_days",
      ]);
      return {
        grievance_officer: { name: value("grievance_officer_name"), email: value("grievance_officer_email") },
        complaint_ack_hours: POLICY_CONSTANTS.complaintAckHours,
        complaint_resolve_days: POLICY_CONSTANTS.complaintResolveDays,
        delivery_estimate: value("delivery_estimate"),
        cancellation_window_hours: Number.parseInt(value("cancellation_window_hours"), 10),
        return_window_days: Number.parseInt(value("return_window_days"), 10),
      };
    },
    /** Whether customers get a mail at each tailoring stage (setting tailoring_emails). */
    async tailoringEmailsOn(): Promise<boolean> {
      return (await read(["tailoring_emails"]))("tailoring_emails") === "on";
    },
    /** Both figures arrive in rupees (already checked by the route) and are kept in paise, together. */
    async updateShippingRule(rule: ShippingRule): Promise<ShippingRule> {
      await repository.setValues({
        domestic_shipping_flat: String(rupeesToPaise(rule.domestic_flat)),
        domestic_free_shipping_from: String(rupeesToPaise(rule.domestic_free_from)),
      });
      return this.getShippingRule();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
