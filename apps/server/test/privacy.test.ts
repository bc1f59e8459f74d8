import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildCheckoutWorld, type CheckoutWorld } from "./checkout-fixtures";
import { b64, signInAs } from "./helpers";
import { razorpayDelivery } from "./signed-webhooks";

type PoolClient = { query(text: string, values?: unknown[]): Promise<unknown>; release(): void };

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

    // What the providers hold of them: the payment's copy, and a webhook delivery about it naming them.
    const [charge] = (
      await w.app.db.execute<{ provider_order_id: string; provider_payment_id: string; details: string }>(
        sql`select provider_order_id, provider_payment_id, details::text from payments
            where order_id = ${paid.body.order_id} and status = 'paid'`,
      )
    ).rows;
    expect(charge?.details).toContain('"provider"');
    const delivery = razorpayDelivery(
      JSON.stringify({
        event: "payment.captured",
        payload: {
          payment: {
            entity: {
              id: charge!.provider_payment_id,
              order_id: charge!.provider_order_id,
              email: shopper.user.email,
              contact: "+919820012345",
            },
          },
        },
      }),
    );
    const delivered = await w.app.inject({
      method: "POST",
      url: "/api/webhooks/razorpay",
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(delivered.statusCode).toBe(200);
    const eventId = delivery.headers["x-razorpay-event-id"]!;
    // A review with a picture, and a return with photos, on the paid order.
    const [line] = (
      await w.app.db.execute<{ id: number; product_id: number }>(
        sql`select id, product_id from order_lines where order_id = ${paid.body.order_id} limit 1`,
      )
    ).rows;
    await w.app.db.execute(sql`
      insert into reviews (user_id, product_id, rating, title, message, media, media_kind)
      values (${shopper.user.id}, ${line!.product_id}, 5, 'Lovely', 'Fits well', 'erase-review.webp', 'image')`);
    await w.app.db.execute(sql`
      insert into return_requests (order_id, line_id, user_id, kind, reason, photos)
      values (${paid.body.order_id}, ${line!.id}, ${shopper.user.id}, 'return', 'Too big',
        '["erase-return-1.webp", "erase-return-2.webp"]'::jsonb)`);
    const removed: string[] = [];
    const remove = vi.spyOn(w.app.media, "remove").mockImplementation(async (file) => {
      removed.push(file);
    });

    const erased = await w.call(shopper.headers, "POST", "/api/account/erase", { confirm: "ERASE" });
    remove.mockRestore();
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    // Their pictures are removed from storage, and no row names them any more.
    expect(removed.sort()).toEqual(["erase-return-1.webp", "erase-return-2.webp", "erase-review.webp"]);
    const photos = await w.app.db.execute<{ photos: string[] }>(
      sql`select photos from return_requests where order_id = ${paid.body.order_id}`,
    );
    expect(photos.rows).toEqual([{ photos: [] }]);
    // The payment keeps its provider ids and the key its refunds need, not the provider's copy of them.
    const after = await w.app.db.execute<{ provider_payment_id: string; details: Record<string, unknown> }>(
      sql`select provider_payment_id, details from payments where order_id = ${paid.body.order_id} and status = 'paid'`,
    );
    expect(after.rows[0]?.provider_payment_id).toBe(charge!.provider_payment_id);
    expect(Object.keys(after.rows[0]!.details).sort()).toEqual(["confirmedBy", "erased", "idempotencyKey"]);
    const event = await w.app.db.execute<{ payload: Record<string, unknown> }>(
      sql`select payload from webhook_events where provider = 'razorpay' and event_id = ${eventId}`,
    );
    expect(event.rows).toEqual([{ payload: { erased: true } }]);
    // Other customers' deliveries are untouched.
    const untouched = await w.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from webhook_events where payload::text like '%"erased"%'`,
    );
    expect(untouched.rows[0]?.n).toBe(1);
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

  // PGlite runs one statement at a time: holding a lock from a second connection needs PostgreSQL.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "erasure waits for a checkout of the same customer in progress (PostgreSQL)",
    async () => {
      const shopper = await w.customer();
      const pool = (w.app.db as unknown as { $client: { connect(): Promise<PoolClient> } }).$client;
      const checkout = await pool.connect();
      try {
        // A checkout holds the customer's lock while it makes the order (flows/checkout/checkout.flow.ts).
        await checkout.query("begin");
        await checkout.query("select pg_advisory_xact_lock($1, $2)", [0x43484b4f, shopper.user.id]);
        let settled = false;
        const erasing = w
          .call(shopper.headers, "POST", "/api/account/erase", { confirm: "ERASE" })
          .finally(() => {
            settled = true;
          });
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(settled).toBe(false);
        await checkout.query("commit");
        expect((await erasing).status).toBe(200);
      } finally {
        checkout.release();
      }
    },
  );

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
