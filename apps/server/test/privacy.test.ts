import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCheckoutWorld, type CheckoutWorld } from "./checkout-fixtures";
import { b64, signInAs } from "./helpers";

/** Data rights (decision 041): consent with its time, the customer's download, erasure, and what staff see. */
describe("data rights", () => {
  let w: CheckoutWorld;
  beforeAll(async () => {
    w = await buildCheckoutWorld();
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  const consentRows = async (userId: number) =>
    (
      await w.app.db.execute<{ purpose: string; granted: boolean; source: string }>(
        sql`select purpose, granted, source from consents where user_id = ${userId} order by id`,
      )
    ).rows;

  it("sign-up records consent to the account's purpose, and the offers box as its own choice", async () => {
    const email = `consent-${Date.now()}@example.com`;
    const answer = await w.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { email, password: b64("Secret123!"), name: "Asha", mobile: "Rao", marketing: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const user = await w.app.db.execute<{ id: number }>(sql`select id from users where email = ${email}`);
    expect(await consentRows(user.rows[0]!.id)).toEqual([
      { purpose: "account", granted: true, source: "sign-up" },
      { purpose: "marketing_email", granted: true, source: "sign-up" },
    ]);
  });

  it("a consent is withdrawn as easily as it is given, each choice kept with its time", async () => {
    const shopper = await w.customer();
    const put = (purpose: string, granted: boolean) =>
      w.call<{ consents: { purpose: string; granted: boolean; at: string | null }[] }>(
        shopper.headers,
        "PUT",
        "/api/account/consents",
        { purpose, granted },
      );
    expect((await put("whatsapp", true)).status).toBe(200);
    const withdrawn = await put("whatsapp", false);
    expect(withdrawn.body.consents.find((row) => row.purpose === "whatsapp")).toMatchObject({
      granted: false,
    });
    expect(withdrawn.body.consents.find((row) => row.purpose === "whatsapp")?.at).toMatch(/^\d{4}-/);
    expect(await consentRows(shopper.user.id)).toEqual([
      { purpose: "whatsapp", granted: true, source: "account" },
      { purpose: "whatsapp", granted: false, source: "account" },
    ]);
    // Withdrawing the account's own consent is erasing it, which has its own, confirmed, call.
    expect((await put("account", false)).status).toBe(400);
    expect((await put("newsletter", true)).status).toBe(400);
  });

  it("a customer downloads their data, then erases the account; GST invoices are kept, nothing else", async () => {
    const shopper = await w.customer();
    // A paid order (its GST invoice is issued) with measurements, and an unpaid one.
    await w.addToCart(shopper.headers, await w.pick("garment", { stock: 3 }), { measurements: { Bust: 34 } });
    const paid = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    await w.verify(shopper.headers, {
      order_id: paid.body.order_id,
      ...(await w.payRazorpay(paid.body.id!)),
    });
    await w.addToCart(shopper.headers, await w.pick("garment", { stock: 3 }));
    const unpaid = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    await w.call(shopper.headers, "PUT", "/api/account/consents", {
      purpose: "marketing_email",
      granted: true,
    });

    const download = await w.app.inject({
      method: "GET",
      url: "/api/account/data",
      headers: shopper.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain("attachment");
    const data = download.json() as {
      account: { email: string };
      addresses: unknown[];
      orders: { number: number; lines: { customization: Record<string, unknown> }[] }[];
      consents: { purpose: string }[];
    };
    expect(data.account.email).toBe(shopper.user.email);
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((order) => order.number).sort()).toEqual(
      [paid.body.order_id, unpaid.body.order_id].sort(),
    );
    expect(JSON.stringify(data.orders)).toContain('"Bust":34');
    expect(data.consents.map((row) => row.purpose)).toEqual(["marketing_email"]);

    const refused = await w.call(shopper.headers, "POST", "/api/account/erase", { confirm: "yes" });
    expect(refused.status).toBe(400);
    expect((await w.call(shopper.headers, "GET", "/api/account/me")).status).toBe(200);

    // A payment still on its way is settled first: erasure waits for it.
    const waiting = await w.call(shopper.headers, "POST", "/api/account/erase", { confirm: "ERASE" });
    expect(waiting.status).toBe(409);
    await w.call(shopper.headers, "POST", "/api/checkout/payment/cancel", { order_id: unpaid.body.order_id });

    const erased = await w.call(shopper.headers, "POST", "/api/account/erase", { confirm: "ERASE" });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    // The session ends with the account.
    expect((await w.call(shopper.headers, "GET", "/api/account/me")).status).toBe(401);
    const left = await w.app.db.execute<Record<string, unknown>>(sql`
      select (select count(*)::int from users where id = ${shopper.user.id}) as users,
        (select count(*)::int from addresses where user_id = ${shopper.user.id}) as addresses,
        (select count(*)::int from consents where user_id = ${shopper.user.id}) as consents,
        (select count(*)::int from orders where email = ${shopper.user.email}) as orders_with_email`);
    expect(left.rows[0]).toEqual({ users: 0, addresses: 0, consents: 0, orders_with_email: 0 });
    const shipping = await w.app.db.execute<{
      order_id: number;
      full_name: string;
      address1: string;
      mobile: string;
    }>(
      sql`select order_id, full_name, address1, mobile from order_shipping where order_id in (${paid.body.order_id}, ${unpaid.body.order_id}) order by order_id`,
    );
    const [kept, cleared] = [paid.body.order_id, unpaid.body.order_id].map((id) =>
      shipping.rows.find((row) => row.order_id === id),
    );
    // The invoiced order keeps the name and address its invoice shows, and no phone.
    expect(kept).toMatchObject({ full_name: "Meera Kapoor", mobile: "" });
    expect(kept?.address1).not.toBe("");
    expect(cleared).toMatchObject({ full_name: "Erased", address1: "", mobile: "" });
    const invoices = await w.app.db.execute<{ recipient: Record<string, string> }>(
      sql`select figures->'recipient' as recipient from tax_documents where order_id = ${paid.body.order_id}`,
    );
    expect(invoices.rows).toHaveLength(1);
    expect(invoices.rows[0]?.recipient).toMatchObject({ name: "Meera Kapoor", email: "", phone: "" });
    expect(await w.mailsTo(shopper.user.email, "order_paid")).toBe(0);

    // Staff see the requests and their state.
    const admin = await signInAs(w.app, "admin");
    const overview = await w.call<{
      requests: { subject: string; kind: string; status: string; outcome: Record<string, number> }[];
    }>(admin.headers, "GET", "/api/admin/data-requests");
    const mine = overview.body.requests.filter((row) => row.subject === `Customer #${shopper.user.id}`);
    expect(mine.map((row) => [row.kind, row.status])).toEqual([
      ["erasure", "completed"],
      ["export", "completed"],
    ]);
    expect(mine[0]?.outcome).toMatchObject({ orders_kept_for_gst: 1, orders_anonymised: 1 });
  });

  it("every staff export of customers' personal data is recorded, and staff accounts are not erased from the account page", async () => {
    const admin = await signInAs(w.app, "admin");
    const exported = await w.app.inject({
      method: "GET",
      url: "/api/admin/customers/export?search=meera",
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    const overview = await w.call<{
      reads: { staff: string; what: string; detail: Record<string, unknown> }[];
    }>(admin.headers, "GET", "/api/admin/data-requests");
    expect(overview.body.reads[0]).toMatchObject({
      staff: admin.user.email,
      what: "customers export",
      detail: { search: "meera" },
    });
    const orders = await w.app.inject({
      method: "GET",
      url: "/api/admin/orders/export",
      headers: admin.headers,
    });
    expect(orders.statusCode).toBe(200);
    const after = await w.call<{ reads: { what: string }[] }>(
      admin.headers,
      "GET",
      "/api/admin/data-requests",
    );
    expect(after.body.reads[0]?.what).toBe("orders export");
    const employee = await signInAs(w.app, "Employee");
    expect((await w.call(employee.headers, "GET", "/api/admin/data-requests")).status).toBe(403);
    expect((await w.call(employee.headers, "POST", "/api/account/erase", { confirm: "ERASE" })).status).toBe(
      409,
    );
  });
});
