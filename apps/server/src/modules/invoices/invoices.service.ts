import { isAllowed, ORDER_READERS } from "@boutique/shared/access";
import { GST_STATES } from "@boutique/shared/pricing/gst-states";
import {
  type GstRateRow,
  type GstRateUpdate,
  INVOICING_MESSAGES,
  type InvoiceSettings,
  type InvoiceSettingsAnswer,
  type TaxDocumentRow as TaxDocumentAnswer,
} from "@boutique/shared/schemas/invoicing";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { type Executor, rowsOf } from "../../db/transaction";
import { sameSecret } from "../../lib/constant-time";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { BlobStore } from "../../lib/storage";
import type { SessionUser } from "../../plugins/auth";
import { lockOrder, type OrderRow } from "../orders/orders.repository";
import { readSettings, writeSettings } from "../settings/settings.repository";
import { renderDocumentPdf } from "./document-pdf";
import {
  findDocument,
  findInvoice,
  INVOICE_SETTING_KEYS,
  listGstRateRows,
  listOrderDocuments,
  listUnwritten,
  setDocumentFile,
  type TaxDocumentRow,
  updateGstRate,
} from "./invoices.repository";
import { type DocumentFigures, documentPath, issueInvoice } from "./issue-documents";

type Deps = { db: Database; documents: BlobStore; log: Pick<FastifyBaseLogger, "warn" | "error" | "info"> };

export const DOCUMENT_NOT_FOUND = "Document not found";

const sameKey = (given: string, expected: string) => given.length > 0 && sameSecret(expected, given);

/**
 * The file a document's PDF is kept under: 'RB-2026-27-00042-<part of its key>.pdf', so two databases
 * (a restored copy, a test run) never write over each other's documents in a shared folder.
 */
const fileName = (document: TaxDocumentRow) =>
  `${document.number.replace(/\//g, "-")}-${((document.figures as Partial<DocumentFigures>).accessKey ?? String(document.id)).slice(0, 10)}.pdf`;

export function createInvoicesService(deps: Deps) {
  const { db, documents } = deps;

  /** Draws the PDF once and keeps it in the documents store; later reads serve the kept file. */
  async function pdfOf(document: TaxDocumentRow): Promise<Buffer> {
    const kept = document.file ? await documents.read(document.file) : null;
    if (kept) return kept;
    const pdf = await renderDocumentPdf(document.number, document.figures as DocumentFigures);
    const file = fileName(document);
    await documents.put(file, pdf, "application/pdf");
    await setDocumentFile(db, document.id, file);
    return pdf;
  }

  /** The owner, staff who see orders, or whoever holds the mailed link's key. */
  async function readable(
    document: TaxDocumentRow | null,
    orderId: number,
    user: SessionUser | null,
    key: string | undefined,
  ): Promise<TaxDocumentRow> {
    if (!document || document.orderId !== orderId) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    const figures = document.figures as Partial<DocumentFigures>;
    if (key !== undefined && sameKey(key, figures.accessKey ?? "")) return document;
    if (user && isAllowed(ORDER_READERS, user.role)) return document;
    if (user) {
      const [owner] = rowsOf<{ user_id: number | null }>(
        await db.execute(sql`select user_id from orders where id = ${orderId}`),
      );
      if (owner?.user_id === user.id) return document;
    }
    throw new NotFoundError(DOCUMENT_NOT_FOUND);
  }

  return {
    /** The order's invoice, issued once, in the caller's transaction (e.g. a COD order shipping). */
    issueWithin: (tx: Executor, order: OrderRow, at: Date) => issueInvoice(tx, order, at),
    async invoicePdf(orderId: number, user: SessionUser | null, key: string | undefined) {
      const document = await readable(await findInvoice(db, orderId), orderId, user, key);
      return { number: document.number, pdf: await pdfOf(document) };
    },

    async documentPdf(
      orderId: number,
      documentId: number,
      user: SessionUser | null,
      key: string | undefined,
    ) {
      const document = await readable(await findDocument(db, documentId), orderId, user, key);
      return { number: document.number, pdf: await pdfOf(document) };
    },

    /** The order's invoice and credit notes for staff, newest last. */
    async listForOrder(orderId: number): Promise<TaxDocumentAnswer[]> {
      const documents = await listOrderDocuments(db, orderId);
      return documents.map((document) => {
        const figures = document.figures as DocumentFigures;
        return {
          id: document.id,
          kind: document.kind,
          number: document.number,
          issued_at: document.issuedAt.toISOString(),
          total: figures.totalPaise / 100,
          url: documentPath(document),
          unconfirmed_rates: figures.lines.some((line) => !line.rateConfirmed),
        };
      });
    },

    async getSettings(): Promise<InvoiceSettingsAnswer> {
      const values = await readSettings(db, INVOICE_SETTING_KEYS);
      return { ...values, supplier_state: values.supplier_state };
    },

    /** The state's name is the one GST uses for its code, so invoices print what the GSTIN says. */
    async updateSettings(input: InvoiceSettings): Promise<InvoiceSettingsAnswer> {
      const state = GST_STATES.find((entry) => entry.code === input.supplier_state_code);
      if (!state) throw new ValidationError(INVOICING_MESSAGES.state);
      await writeSettings(db, { ...input, supplier_state: state.name });
      return this.getSettings();
    },

    async updateRate(id: number, change: GstRateUpdate) {
      const updated = await updateGstRate(db, id, {
        rateBasisPoints: Math.round(change.rate * 100),
        confirmed: change.confirmed,
      });
      if (!updated) throw new NotFoundError("Rate not found");
      return (await this.listRates()).find((row) => row.id === id)!;
    },

    async listRates(): Promise<GstRateRow[]> {
      return (await listGstRateRows(db)).map((row) => ({
        id: row.id,
        hsn_prefix: row.hsnPrefix,
        min_unit: row.minUnitPaise / 100,
        max_unit: row.maxUnitPaise === null ? null : row.maxUnitPaise / 100,
        rate: row.rateBasisPoints / 100,
        effective_from: row.effectiveFrom,
        confirmed: row.confirmed,
        description: row.description,
        source: row.source,
      }));
    },

    /**
     * A jobs pass: invoices for paid orders that have none (the issuing step failed inside the payment,
     * which never holds a payment back), then PDFs not yet drawn.
     */
    async catchUp(limit = 20): Promise<number> {
      const missing = rowsOf<{ id: number }>(
        await db.execute(sql`
          select o.id from orders o
          where o.status in ('paid', 'partially_refunded', 'refunded')
            -- Recent payments only (the paid_at index): a pass every few seconds never scans every order.
            and o.paid_at > now() - interval '30 days'
            and not exists (select 1 from tax_documents d where d.order_id = o.id and d.kind = 'invoice')
          order by o.id limit ${limit}`),
      );
      for (const { id } of missing) {
        await db
          .transaction(async (tx) => {
            const order = await lockOrder(tx, id);
            if (order?.paidAt) await issueInvoice(tx, order, new Date());
          })
          .catch((error: unknown) =>
            deps.log.error({ err: error, orderId: id }, "could not issue an invoice"),
          );
      }
      let written = 0;
      for (const document of await listUnwritten(db, limit)) {
        try {
          await pdfOf(document);
          written += 1;
        } catch (error) {
          deps.log.error({ err: error, documentId: document.id }, "could not draw a tax document");
        }
      }
      return missing.length + written;
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
