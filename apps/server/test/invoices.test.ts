import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import { INVOICING_MESSAGES } from "@boutique/shared/schemas/invoicing";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersByRole } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, DELHI, type Headers, LONDON } from "./checkout-fixtures";
import { lastMail } from "./helpers";

const MUMBAI = { ...DELHI, first_name: "Anaya", state: "Maharashtra", city: "Mumbai", zip: "400050" };
const PUNE = { ...DELHI, first_name: "Kavya", state: "maharashtra", city: "Pune", zip: "411001" };

type Figures = {
  supply: string;
  title: string;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  lines: { hsn: string; rateBasisPoints: number; totalPaise: number }[];
};

describe("GST tax invoices and credit notes", () => {
  let w: CheckoutWorld;
  let admin: Headers;

  beforeAll(async () => {
    w = await buildCheckoutWorld();
    ({ admin } = await headersByRole(w.app, ["admin"]));
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  async function paidOrder(address = DELHI, payType: "Razorpay" | "PayPal" = "Razorpay") {
    const shopper = await w.customer(address);
    await w.addToCart(shopper.headers, await w.pick("garment", { stock: 3 }));
    await w.addToCart(shopper.headers, await w.pick("jewellery", { stock: 3 }));
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: payType });
    expect(charged.status).toBe(200);
    if (payType === "Razorpay") {
      await w.verify(shopper.headers, {
        order_id: charged.body.order_id,
        ...(await w.payRazorpay(charged.body.id!)),
      });
    } else {
      await w.verify(shopper.headers, w.returnParams(await w.pressPage(charged.body.url!, "pay")));
    }
    const orderId = charged.body.order_id!;
    const detail = await w.call<OrderDetailAnswer>(shopper.headers, "GET", `/api/admin/orders/${orderId}`);
    return { shopper, orderId, order: detail.body.order };
  }

  const invoiceRow = async (orderId: number) =>
    (
      await w.app.db.execute<{ number: string; figures: Figures; kind: string }>(
        sql`select number, figures, kind from tax_documents where order_id = ${orderId} order by id`,
      )
    ).rows;

  const pdfText = async (url: string, headers: Headers = {}) => {
    const response = await w.app.inject({ method: "GET", url, headers });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    // Lines wrap where the page is narrow; read the text as one run of words.
    return text.replace(/\s+/g, " ");
  };

  it("Delhi to Delhi: issued once when paid, numbered in the year's series, CGST + SGST, the rupee sign drawn", async () => {
    const { shopper, orderId, order } = await paidOrder(DELHI);
    const [invoice, ...others] = await invoiceRow(orderId);
    expect(others).toEqual([]);
    expect(invoice!.number).toMatch(/^RB\/20\d\d-\d\d\/\d{5}$/);
    expect(invoice!.number.length).toBeLessThanOrEqual(16);
    const figures = invoice!.figures;
    expect(figures).toMatchObject({ supply: "intra_state", title: "Tax Invoice", igstPaise: 0 });
    expect(figures.totalPaise).toBe(Math.round(order.totals.total * 100));
    expect(figures.taxablePaise + figures.cgstPaise + figures.sgstPaise).toBe(figures.totalPaise);
    expect(figures.cgstPaise).toBeGreaterThan(0);
    expect(figures.lines.map((line) => line.hsn)).toEqual(expect.arrayContaining(["6204", "7117"]));
    expect(order.invoice).toMatch(new RegExp(`^/api/orders/${orderId}/invoice\\.pdf\\?key=[\\w-]{24}$`));

    const text = await pdfText(order.invoice!);
    for (const expected of [
      "TAX INVOICE",
      invoice!.number,
      "GSTIN: 07AAAAA0000A1Z5",
      "Delhi (07)",
      "CGST",
      "SGST",
      "₹",
      "Authorised signatory",
      "Rupees ",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("IGST");

    // The paid mail links the same invoice, whole.
    const mail = await lastMail(w.app, shopper.user.email, "order_paid");
    expect(mail?.text).toContain(`${w.app.config.publicUrl}${order.invoice}`);

    // Paying again (a replayed webhook) issues nothing new.
    await w.app.jobs.runOnce();
    expect(await invoiceRow(orderId)).toHaveLength(1);
  });

  it("opens for its owner and admins, for the mailed key, and for nobody else", async () => {
    const { shopper, orderId, order } = await paidOrder(DELHI);
    const bare = `/api/orders/${orderId}/invoice.pdf`;
    const status = async (url: string, headers: Headers = {}) =>
      (await w.app.inject({ method: "GET", url, headers })).statusCode;
    expect(await status(bare)).toBe(404);
    expect(await status(`${bare}?key=wrong-key-wrong-key-wron`)).toBe(404);
    expect(await status(bare, (await w.customer()).headers)).toBe(404);
    expect(await status(`/api/orders/${orderId + 1000}/invoice.pdf`, admin)).toBe(404);
    expect(await status(bare, shopper.headers)).toBe(200);
    expect(await status(bare, admin)).toBe(200);
    expect(await status(order.invoice!)).toBe(200);
  });

  it("Delhi to Mumbai and to Pune is IGST; Delhi to London is an export invoice under LUT with no tax", async () => {
    const mumbai = await paidOrder(MUMBAI);
    const [inter] = await invoiceRow(mumbai.orderId);
    expect(inter!.figures).toMatchObject({ supply: "inter_state", cgstPaise: 0, sgstPaise: 0 });
    expect(inter!.figures.igstPaise).toBeGreaterThan(0);
    const mumbaiText = await pdfText(mumbai.order.invoice!);
    expect(mumbaiText).toContain("Maharashtra (27)");
    expect(mumbaiText).toContain("IGST");
    // Pune, its state typed in lower case: the same place of supply, IGST.
    const pune = await paidOrder(PUNE);
    const [puneInvoice] = await invoiceRow(pune.orderId);
    expect(puneInvoice!.figures).toMatchObject({ supply: "inter_state", cgstPaise: 0, sgstPaise: 0 });
    const puneText = await pdfText(pune.order.invoice!);
    expect(puneText).toContain("Maharashtra (27)");
    expect(puneText).not.toContain("CGST");

    const london = await paidOrder(LONDON, "PayPal");
    const [exported] = await invoiceRow(london.orderId);
    expect(exported!.figures).toMatchObject({ supply: "export", title: "Export Invoice", igstPaise: 0 });
    expect(exported!.figures.taxablePaise).toBe(exported!.figures.totalPaise);
    const text = await pdfText(london.order.invoice!);
    expect(text).toContain("EXPORT INVOICE");
    expect(text).toContain("WITHOUT PAYMENT OF INTEGRATED TAX");
    expect(text).toContain("Charged in US dollars: $");
  });

  it("a refund issues a credit note in its own series against the invoice", async () => {
    const { shopper, orderId, order } = await paidOrder(DELHI);
    const refund = await w.call(admin, "POST", `/api/admin/orders/${orderId}/refunds`, {
      amount: 500,
      reason: "Alteration allowance",
    });
    expect(refund.status).toBe(200);
    const [invoice, note] = await invoiceRow(orderId);
    expect(note).toMatchObject({ kind: "credit_note" });
    expect(note!.number).toMatch(/^CN\/20\d\d-\d\d\/\d{5}$/);
    expect(note!.figures.totalPaise).toBe(50_000);
    expect(note!.figures.taxablePaise + note!.figures.cgstPaise + note!.figures.sgstPaise).toBe(50_000);
    const listed = await w.call<{ data: { kind: string; number: string; url: string; total: number }[] }>(
      admin,
      "GET",
      `/api/admin/orders/${orderId}/documents`,
    );
    expect(listed.body.data.map((row) => [row.kind, row.number, row.total])).toEqual([
      ["invoice", invoice!.number, order.totals.total],
      ["credit_note", note!.number, 500],
    ]);
    const text = await pdfText(listed.body.data[1]!.url);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(invoice!.number);
    // The customer's order page links it too.
    const detail = await w.call<OrderDetailAnswer>(shopper.headers, "GET", `/api/admin/orders/${orderId}`);
    expect(detail.body.credit_notes).toEqual([
      { number: note!.number, issued: expect.any(String), amount: 500, url: listed.body.data[1]!.url },
    ]);
    expect(await pdfText(detail.body.credit_notes[0]!.url)).toContain("CREDIT NOTE");
  });

  it("a failure to issue never holds the payment back; the jobs pass issues it", async () => {
    await w.app.db.execute(
      sql`insert into site_settings (key, value) values ('invoice_prefix', 'TOOLONG') on conflict (key) do update set value = excluded.value`,
    );
    try {
      const { orderId, order } = await paidOrder(DELHI);
      expect(order.status).toBe("paid");
      expect(order.invoice).toBeNull();
      expect(await invoiceRow(orderId)).toEqual([]);
      await w.app.db.execute(sql`update site_settings set value = 'RB' where key = 'invoice_prefix'`);
      await w.app.jobs.runOnce();
      const [invoice] = await invoiceRow(orderId);
      expect(invoice!.number).toMatch(/^RB\//);
    } finally {
      await w.app.db.execute(sql`delete from site_settings where key = 'invoice_prefix'`);
    }
  });

  it("numbers stay consecutive with orders paid in parallel", async () => {
    const orders = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const shopper = await w.customer(DELHI);
        await w.addToCart(shopper.headers, await w.pick("garment", { stock: 3 }));
        const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
        return { shopper, charged: charged.body, paid: await w.payRazorpay(charged.body.id!) };
      }),
    );
    await Promise.all(
      orders.map(({ shopper, charged, paid }) =>
        w.verify(shopper.headers, { order_id: charged.order_id, ...paid }),
      ),
    );
    const rows = (
      await w.app.db.execute<{ sequence: number; financial_year: string }>(
        sql`select sequence, financial_year from tax_documents where kind = 'invoice' order by sequence`,
      )
    ).rows;
    const sequences = rows.map((row) => Number(row.sequence));
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.financial_year)).size).toBe(1);
  });

  it("staff set the supplier and prefix; bad values are refused with their message and change nothing", async () => {
    const put = (body: Record<string, unknown>, headers = admin) =>
      w.call<{ data: Record<string, string>; message: string }>(
        headers,
        "PUT",
        "/api/admin/invoice-settings",
        body,
      );
    const good = {
      supplier_name: "Rangrez Boutique LLP",
      supplier_address: "7 Linking Road, Bandra West, Mumbai 400050",
      supplier_gstin: "27aaaaa0000a1z5",
      supplier_state_code: "27",
      invoice_prefix: "rz",
      lut_reference: "AD270326000123X",
    };
    const before = (
      await w.call<{ data: Record<string, string> }>(admin, "GET", "/api/admin/invoice-settings")
    ).body;
    for (const [change, message] of [
      [{ supplier_gstin: "27AAAAA0000A1Z" }, INVOICING_MESSAGES.gstin],
      [{ supplier_gstin: "07AAAAA0000A1Z5" }, INVOICING_MESSAGES.gstinState],
      [{ invoice_prefix: "TOOLONG" }, INVOICING_MESSAGES.prefix],
      [{ supplier_name: " " }, INVOICING_MESSAGES.name],
      [{ supplier_name: undefined }, INVOICING_MESSAGES.name],
      [{ supplier_state_code: 7 }, INVOICING_MESSAGES.state],
    ] as const) {
      const refused = await put({ ...good, ...change });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await w.call(admin, "GET", "/api/admin/invoice-settings")).body).toEqual(before);
    const { Editor: editor } = await headersByRole(w.app, ["Editor"]);
    expect((await put(good, editor)).status).toBe(403);
    try {
      const saved = await put(good);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        supplier_gstin: "27AAAAA0000A1Z5",
        supplier_state: "Maharashtra",
        invoice_prefix: "RZ",
      });
      // A Mumbai customer of a Mumbai shop: CGST + SGST, the new supplier and series.
      const { orderId, order } = await paidOrder(MUMBAI);
      const [invoice] = await invoiceRow(orderId);
      expect(invoice!.number).toMatch(/^RZ\/20\d\d-\d\d\/\d{5}$/);
      expect(invoice!.figures.supply).toBe("intra_state");
      const text = await pdfText(order.invoice!);
      expect(text).toContain("Rangrez Boutique LLP");
      expect(text).toContain("GSTIN: 27AAAAA0000A1Z5");
    } finally {
      await put({
        supplier_name: before.data.supplier_name,
        supplier_address: before.data.supplier_address,
        supplier_gstin: before.data.supplier_gstin,
        supplier_state_code: before.data.supplier_state_code,
        invoice_prefix: before.data.invoice_prefix,
        lut_reference: before.data.lut_reference,
      });
    }
  });

  it("lists the GST rates for staff with the unconfirmed ones flagged", async () => {
    const answer = await w.call<{ data: { hsn_prefix: string; rate: number; confirmed: boolean }[] }>(
      admin,
      "GET",
      "/api/admin/gst-rates",
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ hsn_prefix: "62", rate: 5, confirmed: true }),
        expect.objectContaining({ hsn_prefix: "7117", rate: 3, confirmed: false }),
      ]),
    );
    const customer = await w.customer();
    expect((await w.call(customer.headers, "GET", "/api/admin/gst-rates")).status).toBe(403);
    const jewellery = answer.body.data.find((row) => row.hsn_prefix === "7117") as unknown as { id: number };
    const refused = await w.call(admin, "PUT", `/api/admin/gst-rates/${jewellery.id}`, {
      rate: 41,
      confirmed: true,
    });
    expect(refused.status).toBe(400);
    const confirmed = await w.call<{ data: { rate: number; confirmed: boolean } }>(
      admin,
      "PUT",
      `/api/admin/gst-rates/${jewellery.id}`,
      { rate: 3, confirmed: true },
    );
    expect(confirmed.body.data).toMatchObject({ rate: 3, confirmed: true });
    expect(
      (await w.call(admin, "PUT", "/api/admin/gst-rates/999999", { rate: 3, confirmed: true })).status,
    ).toBe(404);
  });
});
