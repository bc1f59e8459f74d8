import path from "node:path";
import type { InvoiceLine } from "@boutique/shared/pricing/gst";
import { FONTS_DIR } from "../../lib/assets";
import { type DocumentFigures, LUT_STATEMENT } from "./issue-documents";

/** ₹1,23,456.78: rupees with Indian grouping (DejaVu Sans carries the rupee sign; the PDF standard fonts do not). */
const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

const A4_WIDTH = 595.28;
const MARGIN = 40;
const WIDTH = A4_WIDTH - 2 * MARGIN;

type Column = {
  title: string;
  width: number;
  align?: "left" | "right";
  value: (line: InvoiceLine) => string;
};

function columnsFor(figures: DocumentFigures): Column[] {
  const tax: Column[] =
    figures.supply === "intra_state"
      ? [
          { title: "CGST", width: 58, align: "right", value: (line) => rupees(line.cgstPaise) },
          { title: "SGST", width: 58, align: "right", value: (line) => rupees(line.sgstPaise) },
        ]
      : [{ title: "IGST", width: 116, align: "right", value: (line) => rupees(line.igstPaise) }];
  return [
    { title: "Description", width: 128, value: (line) => line.description },
    { title: "HSN/SAC", width: 48, value: (line) => line.hsn },
    { title: "Qty", width: 26, align: "right", value: (line) => String(line.quantity) },
    { title: "Taxable value", width: 70, align: "right", value: (line) => rupees(line.taxablePaise) },
    { title: "Rate", width: 34, align: "right", value: (line) => percent(line.rateBasisPoints) },
    ...tax,
    {
      title: "Total",
      width: WIDTH - 128 - 48 - 26 - 70 - 34 - 116,
      align: "right",
      value: (line) => rupees(line.totalPaise),
    },
  ];
}

/**
 * A GST tax invoice, export invoice or credit note as an A4 PDF, drawn only from the figures stored when
 * it was issued: the same document every time it is drawn.
 */
export async function renderDocumentPdf(number: string, figures: DocumentFigures): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `${figures.title} ${number}`,
      Author: figures.supplier.name,
      Subject: figures.orderNumber,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("body", path.join(FONTS_DIR, "DejaVuSans.ttf"));
  doc.registerFont("bold", path.join(FONTS_DIR, "DejaVuSans-Bold.ttf"));

  // Supplier and title.
  doc
    .font("bold")
    .fontSize(16)
    .text(figures.title.toUpperCase(), MARGIN, MARGIN, { align: "right", width: WIDTH });
  doc.font("bold").fontSize(12).text(figures.supplier.name, MARGIN, MARGIN);
  doc.font("body").fontSize(9).text(figures.supplier.address, { width: 260 });
  doc.text(`GSTIN: ${figures.supplier.gstin}`);
  doc.text(`State: ${figures.supplier.state} (${figures.supplier.stateCode})`);

  // Numbers and dates, right column.
  const facts: [string, string][] = [
    [figures.title === "Credit Note" ? "Credit note no." : "Invoice no.", number],
    ["Date", figures.date],
    ["Order", figures.orderNumber],
    ...(figures.against
      ? ([["Against invoice", `${figures.against.number} of ${figures.against.date}`]] as [string, string][])
      : []),
    ["Place of supply", figures.placeOfSupply],
    ["Reverse charge", "No"],
  ];
  let y = MARGIN + 26;
  for (const [label, value] of facts) {
    doc.font("body").fontSize(9).text(label, 330, y, { width: 90 });
    doc.font("bold").text(value, 420, y, { width: WIDTH + MARGIN - 420, align: "right" });
    y += 13;
  }

  // Recipient: billed and shipped to the same person and address.
  y = Math.max(doc.y, y) + 14;
  doc.font("bold").fontSize(9).text("Billed and shipped to", MARGIN, y);
  doc.font("body").text(figures.recipient.name);
  for (const line of figures.recipient.address) doc.text(line, { width: 300 });
  if (figures.recipient.phone) doc.text(`Phone: ${figures.recipient.phone}`);
  if (figures.recipient.email) doc.text(figures.recipient.email);

  // Lines.
  const columns = columnsFor(figures);
  y = doc.y + 14;
  const row = (cells: string[], font: "body" | "bold") => {
    let x = MARGIN;
    let height = 0;
    doc.font(font).fontSize(8);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      const options = { width: column.width - 4, align: column.align ?? "left" };
      doc.text(cell, x + 2, y, options);
      height = Math.max(height, doc.heightOfString(cell, options));
      x += column.width;
    });
    y += height + 6;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + WIDTH, y - 3)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
  };
  row(
    columns.map((column) => column.title),
    "bold",
  );
  for (const line of figures.lines) {
    if (y > 720) {
      doc.addPage();
      y = MARGIN;
    }
    row(
      columns.map((column) => column.value(line)),
      "body",
    );
  }

  // Totals.
  const totals: [string, number][] = [
    ["Taxable value", figures.taxablePaise],
    ...(figures.supply === "intra_state"
      ? ([
          ["CGST", figures.cgstPaise],
          ["SGST", figures.sgstPaise],
        ] as [string, number][])
      : ([["IGST", figures.igstPaise]] as [string, number][])),
    [figures.title === "Credit Note" ? "Total credited" : "Invoice total", figures.totalPaise],
  ];
  y += 4;
  for (const [label, paise] of totals) {
    doc.font(label.endsWith("total") || label.startsWith("Total") ? "bold" : "body").fontSize(9);
    doc.text(label, 330, y, { width: 110 });
    doc.text(rupees(paise), 440, y, { width: WIDTH + MARGIN - 440, align: "right" });
    y += 14;
  }
  doc
    .font("body")
    .fontSize(9)
    .text(`Amount in words: ${figures.amountInWords}`, MARGIN, y + 4, { width: WIDTH });
  if (figures.charged.currency === "USD") {
    const dollars = (figures.charged.amountMinor / 100).toFixed(2);
    const rate = figures.charged.dollarRatePaise ? rupees(figures.charged.dollarRatePaise) : "";
    doc.text(`Charged in US dollars: $${dollars}${rate ? ` at ${rate} to the dollar` : ""}.`, {
      width: WIDTH,
    });
  }
  if (figures.supply === "export") {
    doc.moveDown(0.5).font("bold").text(LUT_STATEMENT, { width: WIDTH });
    if (figures.lutReference) doc.font("body").text(`LUT reference: ${figures.lutReference}`);
  }
  doc
    .font("body")
    .text(
      "Prices include GST; the taxable value and tax are derived from each line's price after discount.",
      {
        width: WIDTH,
      },
    );

  // Signature (Rule 46(q)).
  doc.moveDown(3);
  doc.font("bold").text(`For ${figures.supplier.name}`, { align: "right", width: WIDTH });
  doc.moveDown(2.5);
  doc.font("body").text("Authorised signatory", { align: "right", width: WIDTH });
  doc.end();
  return done;
}
