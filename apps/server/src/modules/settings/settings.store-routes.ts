import { PoliciesAnswer } from "@boutique/shared/schemas/policies";
import { ShippingRule } from "@boutique/shared/schemas/shipping";
import { ShopProfile } from "@boutique/shared/schemas/shop-profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DollarList, MarqueeList } from "./settings.schemas";

export default async function settingsStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const settings = app.settingsService;

  app.get(
    "/api/marque",
    {
      config: { answerCache: "settings" },
      schema: {
        tags: ["settings"],
        summary: "Marquee texts and the Instagram follower count and handle, by index",
        response: { 200: MarqueeList },
      },
    },
    () => settings.listMarquee(),
  );

  app.get(
    "/api/dollar",
    {
      config: { answerCache: "settings" },
      schema: {
        tags: ["settings"],
        summary: "The staff-set dollar rate; the first item's value is rupees per dollar",
        response: { 200: DollarList },
      },
    },
    () => settings.listDollar(),
  );

  app.get(
    "/api/shipping",
    {
      schema: {
        tags: ["settings"],
        summary:
          "Shipping within India (decision 007), whole rupees: free from domestic_free_from (items subtotal), else domestic_flat per order",
        response: { 200: ShippingRule },
      },
      config: { answerCache: "settings" },
    },
    () => settings.getShippingRule(),
  );

  app.get(
    "/api/policies",
    {
      schema: {
        tags: ["settings"],
        summary:
          "The shop's promises: grievance officer (acknowledges complaints within 48 hours), delivery estimate, cancellation and return windows",
        response: { 200: PoliciesAnswer },
      },
      config: { answerCache: "settings" },
    },
    () => settings.getPolicies(),
  );

  app.get(
    "/api/shop",
    {
      schema: {
        tags: ["settings"],
        summary:
          "The shop's one profile: the name and address its invoices print, its phone, email, WhatsApp number (digits with the country code) and hours",
        response: { 200: ShopProfile },
      },
      config: { answerCache: "settings" },
    },
    () => settings.getShopProfile(),
  );
}
