import type { CodRules } from "@boutique/shared/pricing/cash-on-delivery";
import { paiseToRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { CodSettings, CodSettingsAnswer } from "@boutique/shared/schemas/cash-on-delivery";
import type { z } from "zod";
import type { Executor } from "../../db/transaction";
import { COD_SETTING_KEYS } from "./settings.keys";
import { readSettings, storedCount, writeSettings } from "./settings.repository";

/** Cash on delivery's rules as the checkout applies them, read in the caller's transaction. */
export async function readCodRules(executor: Executor): Promise<CodRules> {
  const value = await readSettings(executor, COD_SETTING_KEYS);
  return {
    enabled: value.cod_enabled === "on",
    maxOrderPaise: storedCount(value.cod_max_order, 0),
    feePaise: storedCount(value.cod_fee, 0),
    prepaidDiscountPaise: storedCount(value.cod_prepaid_discount, 0),
    refusedPincodes: value.cod_refused_pincodes.split(",").filter(Boolean),
    customAllowed: value.cod_custom_allowed === "on",
    confirmHours: Math.max(1, storedCount(value.cod_confirm_hours, 24)),
    rtoLimit: Math.max(1, storedCount(value.cod_rto_limit, 2)),
  };
}

/** GET /api/admin/cod-settings: the rules in rupees, as staff type them. */
export function presentCodRules(rules: CodRules): CodSettingsAnswer {
  return {
    enabled: rules.enabled,
    max_order: paiseToRupees(rules.maxOrderPaise),
    fee: paiseToRupees(rules.feePaise),
    prepaid_discount: paiseToRupees(rules.prepaidDiscountPaise),
    refused_pincodes: [...rules.refusedPincodes],
    custom_allowed: rules.customAllowed,
    confirm_hours: rules.confirmHours,
    rto_limit: rules.rtoLimit,
  };
}

/** PUT /api/admin/cod-settings: every rule in one statement, so a checkout sees all of them changed or none. */
export async function writeCodRules(executor: Executor, input: z.output<typeof CodSettings>) {
  await writeSettings(executor, {
    cod_enabled: input.enabled ? "on" : "off",
    cod_max_order: String(rupeesToPaise(input.max_order)),
    cod_fee: String(rupeesToPaise(input.fee)),
    cod_prepaid_discount: String(rupeesToPaise(input.prepaid_discount)),
    cod_refused_pincodes: input.refused_pincodes.join(","),
    cod_custom_allowed: input.custom_allowed ? "on" : "off",
    cod_confirm_hours: String(input.confirm_hours),
    cod_rto_limit: String(input.rto_limit),
  });
}
