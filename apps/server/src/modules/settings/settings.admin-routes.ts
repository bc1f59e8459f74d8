import { CodSettings, CodSettingsAnswer } from "@boutique/shared/schemas/cash-on-delivery";
import { CheckoutSettings } from "@boutique/shared/schemas/checkout";
import { MarqueeUpdate, UPDATED_MESSAGE } from "@boutique/shared/schemas/home-content";
import { ShippingRule } from "@boutique/shared/schemas/shipping";
import { ShopContactUpdate, ShopProfile } from "@boutique/shared/schemas/shop-profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentCodRules, readCodRules, writeCodRules } from "./cod-settings";
import { readSettings, writeSettings } from "./settings.repository";
import { MarqueeList } from "./settings.schemas";

const Message = z.object({ message: z.string() });
/** Unknown fields are refused, never stored. */
const ShippingRuleUpdate = z.strictObject(ShippingRule.shape);

/** Edit Home's site settings: marquee texts, Instagram count and handle, the dollar rate and shipping. */
export default async function settingsAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const settings = app.settingsService;

  app.get(
    "/api/admin/marque",
    {
      schema: {
        tags: ["settings"],
        summary: "Index 0-1 marquee texts, 2 Instagram count, 3 Instagram handle, 4 dollar rate (rupees)",
        response: { 200: MarqueeList },
      },
    },
    () => settings.listAdminSettings(),
  );

  app.post(
    "/api/admin/marque",
    {
      schema: {
        tags: ["settings"],
        summary:
          "Set one value: type 1, 2, InstaCount, InstaId or dollar (rupees per US dollar, 10-500, admin only)",
        body: MarqueeUpdate,
        response: { 200: Message, 400: Message, 403: Message },
      },
    },
    async (request) => {
      // The access table lets only staff with content access reach here, so a user is present.
      await settings.updateSetting(request.body, request.user!.role);
      return { message: UPDATED_MESSAGE };
    },
  );

  app.put(
    "/api/admin/settings/shipping",
    {
      schema: {
        tags: ["settings"],
        summary:
          "Set shipping within India (decision 007) in whole rupees: the fee per order and the items subtotal that ships free (admin only)",
        body: ShippingRuleUpdate,
        response: { 200: ShippingRule.extend({ message: z.string() }), 400: Message, 403: Message },
      },
    },
    async (request) => {
      const rule = await settings.updateShippingRule(request.body);
      return { message: UPDATED_MESSAGE, ...rule };
    },
  );

  app.get(
    "/api/admin/shop-profile",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["settings"],
        summary: "The shop's profile (admin): name and address as on invoices, phone, email, WhatsApp, hours",
        response: { 200: ShopProfile },
      },
    },
    () => settings.getShopProfile(),
  );

  app.put(
    "/api/admin/shop-profile",
    {
      schema: {
        tags: ["settings"],
        summary:
          "Change how customers reach the shop (admin): phone, email, WhatsApp number and hours; the name and address are the invoice settings'",
        body: ShopContactUpdate,
        response: { 200: ShopProfile },
      },
    },
    (request) => settings.updateShopContact(request.body),
  );

  app.get(
    "/api/admin/cod-settings",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["settings"],
        summary:
          "Cash on delivery's rules (admin): on or off, cap, fee, amount off online, pincodes, hours to confirm",
        response: { 200: CodSettingsAnswer },
      },
    },
    async () => presentCodRules(await readCodRules(app.db)),
  );

  app.put(
    "/api/admin/cod-settings",
    {
      // The checkout reads the rules on every quote and charge; no kept answer shows them.
      config: { cacheAreas: [] },
      schema: {
        tags: ["settings"],
        summary: "Change cash on delivery's rules (admin), all together",
        description:
          "Money in whole rupees; refused_pincodes is text: pincodes or their first digits, comma- or space-separated.",
        body: CodSettings,
        response: { 200: CodSettingsAnswer, 400: Message },
      },
    },
    async (request) => {
      await writeCodRules(app.db, request.body);
      return presentCodRules(await readCodRules(app.db));
    },
  );

  const checkoutSettings = async () => ({
    guest_checkout: (await readSettings(app.db, ["guest_checkout"])).guest_checkout === "on",
  });
  app.get(
    "/api/admin/checkout-settings",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["settings"],
        summary: "How shoppers reach the checkout (admin): whether guests may check out with an emailed code",
        response: { 200: CheckoutSettings },
      },
    },
    checkoutSettings,
  );

  app.put(
    "/api/admin/checkout-settings",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["settings"],
        summary: "Turn guest checkout on or off (admin)",
        body: CheckoutSettings,
        response: { 200: CheckoutSettings, 400: Message },
      },
    },
    async (request) => {
      await writeSettings(app.db, { guest_checkout: request.body.guest_checkout ? "on" : "off" });
      return checkoutSettings();
    },
  );
}
