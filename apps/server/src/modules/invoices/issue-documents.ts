import { randomBytes } from "node:crypto";
import {
  computeInvoice,
  creditNoteFigures,
  documentNumber,
  financialYear,
  type InvoiceFigures,
  indiaDate,
  rupeesInWords,
} from "@boutique/shared/pricing/gst";
import { gstState, supplyKindOf } from "@boutique/shared/pricing/gst-states";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import type { Executor } from "../../db/transaction";
import { findOrderShipping, listOrderLines, type OrderRow, updateOrder } from "../orders/orders.repository";
import { readSettings } from "../settings/settings.repository";
import {
  findInvoice,
  hsnOfLines,
  INVOICE_SETTING_KEYS,
  insertTaxDocument,
  listGstRates,
  type TaxDocumentRow,
  takeNextNumber,
} from "./invoices.repository";

/** Everything printed on a tax document, fixed when it is issued: a later edit of a rate, a setting or an address never rewrites it. */
export type DocumentFigures = InvoiceFigures & {
  title: "Tax Invoice" | "Export Invoice" | "Credit Note";
  orderNumber: string;
  /** YYYY-MM-DD, India. */
  date: string;
  /** A credit note names the invoice it corrects. */
  against: { number: string; date: string } | null;
  supplier: { name: string; address: string; gstin: string; state: string; stateCode: string };
  recipient: { name: string; email: string; phone: string; address: string[] };
  /** Rule 46(n): the state and its code; an export names the country. */
  placeOfSupply: string;
  reverseCharge: false;
  /** Exports under a Letter of Undertaking print its statement and reference. */
  lutReference: string;
  /** What the provider took when it was not rupees. */
  charged: { currency: "INR" | "USD"; amountMinor: number; dollarRatePaise: number | null };
  amountInWords: string;
  /** The link's key: whoever holds the mailed link can open the PDF without signing in. */
  accessKey: string;
};

/** Credit notes have their own series (Rule 53): 'CN/2026-27/00001'. */
const CREDIT_NOTE_PREFIX = "CN";
export const LUT_STATEMENT =
  "SUPPLY MEANT FOR EXPORT UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX";

/** The order's download path for a document; the key lets a mailed link work without a session. */
export function documentPath(document: Pick<TaxDocumentRow, "id" | "orderId" | "kind" | "figures">): string {
  const key = (document.figures as Partial<DocumentFigures>).accessKey ?? "";
  return document.kind === "invoice"
    ? `/api/orders/${document.orderId}/invoice.pdf?key=${key}`
    : `/api/orders/${document.orderId}/documents/${document.id}.pdf?key=${key}`;
}

async function numberDocument(tx: Executor, prefix: string, at: Date) {
  const year = financialYear(at);
  const kind = prefix === CREDIT_NOTE_PREFIX ? "credit_note" : "invoice";
  const sequence = await takeNextNumber(tx, `${kind}:${year}`);
  return { financialYear: year, sequence, number: documentNumber(prefix, year, sequence) };
}

/**
 * Issues the order's GST invoice once, inside the transaction that marks it paid, and points the
 * order's invoice url at it. Issuing again returns the one already issued.
 */
export async function issueInvoice(tx: Executor, order: OrderRow, at: Date): Promise<TaxDocumentRow> {
  const existing = await findInvoice(tx, order.id);
  if (existing) return existing;
  const [lines, shipping, hsn, rates, settings] = await Promise.all([
    listOrderLines(tx, order.id),
    findOrderShipping(tx, order.id),
    hsnOfLines(tx, order.id),
    listGstRates(tx),
    readSettings(tx, INVOICE_SETTING_KEYS),
  ]);
  const delivery = { country: shipping?.country ?? "IN", state: shipping?.state ?? "" };
  const supply = supplyKindOf(settings.supplier_state_code, delivery);
  const date = indiaDate(at);
  const computed = computeInvoice({
    lines: lines.map((line) => ({
      description: [line.name, line.color, line.size].filter(Boolean).join(", "),
      hsn: hsn.get(line.id) ?? "6204",
      quantity: line.quantity,
      amountPaise: line.lineTotal,
    })),
    discountPaise: order.discount,
    shippingPaise: order.shipping,
    rates,
    date,
    supply,
  });
  const state = gstState(delivery.state);
  const figures: DocumentFigures = {
    ...computed,
    title: supply === "export" ? "Export Invoice" : "Tax Invoice",
    orderNumber: orderNumber(order.id),
    date,
    against: null,
    supplier: {
      name: settings.supplier_name,
      address: settings.supplier_address,
      gstin: settings.supplier_gstin,
      state: settings.supplier_state,
      stateCode: settings.supplier_state_code,
    },
    recipient: {
      name: shipping?.fullName ?? "",
      email: order.email,
      phone: shipping?.mobile ?? "",
      address: shipping
        ? [
            shipping.address1,
            shipping.address2,
            [shipping.city, shipping.state, shipping.zip].filter(Boolean).join(", "),
            shipping.country,
          ].filter(Boolean)
        : [],
    },
    placeOfSupply:
      supply === "export"
        ? `Outside India (${delivery.country})`
        : state
          ? `${state.name} (${state.code})`
          : delivery.state,
    reverseCharge: false,
    lutReference: supply === "export" ? settings.lut_reference : "",
    charged: {
      currency: order.currency,
      amountMinor: order.amountCharged,
      dollarRatePaise: order.dollarRate,
    },
    amountInWords: rupeesInWords(computed.totalPaise),
    accessKey: randomBytes(18).toString("base64url"),
  };
  const numbered = await numberDocument(tx, settings.invoice_prefix.trim().toUpperCase() || "RB", at);
  const document = await insertTaxDocument(tx, {
    orderId: order.id,
    kind: "invoice",
    ...numbered,
    issuedAt: at,
    figures,
  });
  await updateOrder(tx, order.id, { invoiceUrl: documentPath(document) });
  return document;
}

/**
 * A credit note for a refund that went through (Rule 53), in the same transaction that records it: the
 * invoice's lines scaled to the refund at their rates. A dollar refund is its share of the invoice's
 * rupees. Nothing is issued for an order without an invoice. A COD parcel refused at the door (no refund:
 * no money was taken) is credited whole with `id: null`.
 */
export async function issueCreditNote(
  tx: Executor,
  order: OrderRow,
  refund: { id: number | null; amount: number },
  at: Date,
): Promise<TaxDocumentRow | null> {
  const invoice = await findInvoice(tx, order.id);
  if (!invoice) return null;
  const issued = invoice.figures as DocumentFigures;
  const refundPaise =
    order.amountCharged === 0
      ? 0
      : Math.min(issued.totalPaise, Math.round((refund.amount * issued.totalPaise) / order.amountCharged));
  const computed = creditNoteFigures(issued, refundPaise);
  const figures: DocumentFigures = {
    ...issued,
    ...computed,
    title: "Credit Note",
    date: indiaDate(at),
    against: { number: invoice.number, date: issued.date },
    charged: {
      currency: order.currency,
      amountMinor: refund.amount,
      dollarRatePaise: order.dollarRate,
    },
    amountInWords: rupeesInWords(computed.totalPaise),
    accessKey: randomBytes(18).toString("base64url"),
  };
  return insertTaxDocument(tx, {
    orderId: order.id,
    refundId: refund.id,
    kind: "credit_note",
    ...(await numberDocument(tx, CREDIT_NOTE_PREFIX, at)),
    issuedAt: at,
    figures,
  });
}
