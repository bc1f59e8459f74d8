import { SHOP_PROFILE_DEFAULTS, SHOP_PROFILE_MESSAGES } from "@boutique/shared/schemas/shop-profile";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signInAs } from "./helpers";

/** Issue 26 §5: one shop profile, the invoice's name and address and the storefront's contacts alike. */
describe("the shop's one profile", () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await signInAs(app, "admin")).headers;
  });
  afterAll(() => app.close());

  const shop = async () => (await app.inject({ method: "GET", url: "/api/shop" })).json();
  const invoiceSettings = async () =>
    (await app.inject({ method: "GET", url: "/api/admin/invoice-settings", headers: admin })).json().data;

  it("answers one default: the address on invoices is the storefront's", async () => {
    expect(await shop()).toEqual(SHOP_PROFILE_DEFAULTS);
    const invoice = await invoiceSettings();
    expect(invoice.supplier_name).toBe(SHOP_PROFILE_DEFAULTS.name);
    expect(invoice.supplier_address).toBe(SHOP_PROFILE_DEFAULTS.address);
  });

  it("shows what staff save: contacts on the profile, name and address on the invoice settings", async () => {
    await shop(); // kept by the answer cache: each save must clear it
    const contacts = {
      shop_phone: "+91 99999 00001",
      shop_email: "hello@rangrez.example",
      shop_whatsapp: "919999900001",
      shop_hours: "Every day 11:00 to 20:00 IST",
    };
    const saved = await app.inject({
      method: "PUT",
      url: "/api/admin/shop-profile",
      headers: admin,
      payload: contacts,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await shop()).toMatchObject({
      phone: contacts.shop_phone,
      email: contacts.shop_email,
      whatsapp: contacts.shop_whatsapp,
      hours: contacts.shop_hours,
    });

    const invoice = await invoiceSettings();
    const moved = await app.inject({
      method: "PUT",
      url: "/api/admin/invoice-settings",
      headers: admin,
      payload: { ...invoice, supplier_state: undefined, supplier_address: "7 Khan Market, New Delhi 110003" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await shop()).address).toBe("7 Khan Market, New Delhi 110003");
  });

  it("refuses a bad number, an unknown field and a non-admin, changing nothing", async () => {
    const before = await shop();
    const bad = await app.inject({
      method: "PUT",
      url: "/api/admin/shop-profile",
      headers: admin,
      payload: { shop_phone: "+91 1", shop_email: "x@y.in", shop_whatsapp: "+91 98110", shop_hours: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect([
      SHOP_PROFILE_MESSAGES.phone,
      SHOP_PROFILE_MESSAGES.whatsapp,
      SHOP_PROFILE_MESSAGES.hours,
    ]).toContain(bad.json().message);
    const extra = await app.inject({
      method: "PUT",
      url: "/api/admin/shop-profile",
      headers: admin,
      payload: {
        shop_phone: "+91 98110 42517",
        shop_email: "x@y.in",
        shop_whatsapp: "919811042517",
        shop_hours: "Always",
        supplier_gstin: "07AAAAA0000A1Z5",
      },
    });
    expect(extra.statusCode).toBe(400);
    const employee = (await signInAs(app, "Employee")).headers;
    const refused = await app.inject({
      method: "PUT",
      url: "/api/admin/shop-profile",
      headers: employee,
      payload: {
        shop_phone: "+91 98110 42517",
        shop_email: "x@y.in",
        shop_whatsapp: "919811042517",
        shop_hours: "x",
      },
    });
    expect(refused.statusCode).toBe(403);
    expect(await shop()).toEqual(before);
  });
});
