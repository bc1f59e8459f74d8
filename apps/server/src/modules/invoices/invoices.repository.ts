import type { GstRate } from "@boutique/shared/pricing/gst";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/transaction";
import { rowsOf } from "../../db/transaction";
import { documentSeries, gstRates, taxDocuments } from "./invoices.tables";

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** The settings an invoice prints and numbers with (the back office's Invoices & GST screen edits them). */
export const INVOICE_SETTING_KEYS = [
  "supplier_name",
  "supplier_address",
  "supplier_gstin",
  "supplier_state",
  "supplier_state_code",
  "invoice_prefix",
  "lut_reference",
] as const;

/** What a category of each kind sells under when staff have not set its HSN code. */
export const DEFAULT_HSN = {
  garment: "6204",
  dupatta: "6214",
  turban: "6217",
  fabric: "5007",
  jewellery: "7117",
  bag: "4202",
} as const;

/**
 * The next number of a series, gapless: the row's update holds its lock until the transaction that
 * issues the document commits, so a parallel issuer waits and takes the next one, and a rollback
 * gives the number back.
 */
export async function takeNextNumber(tx: Executor, series: string): Promise<number> {
  const [row] = rowsOf<{ last_value: number }>(
    await tx.execute(sql`
      insert into ${documentSeries} (series, last_value) values (${series}, 1)
      on conflict (series) do update set last_value = ${documentSeries.lastValue} + 1
      returning last_value`),
  );
  return Number(row!.last_value);
}

export async function insertTaxDocument(
  tx: Executor,
  values: typeof taxDocuments.$inferInsert,
): Promise<TaxDocumentRow> {
  const [row] = await tx.insert(taxDocuments).values(values).returning();
  return row!;
}

export async function findInvoice(executor: Executor, orderId: number): Promise<TaxDocumentRow | null> {
  const [row] = await executor
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "invoice")));
  return row ?? null;
}

export async function findDocument(executor: Executor, id: number): Promise<TaxDocumentRow | null> {
  const [row] = await executor.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row ?? null;
}

export async function listOrderDocuments(executor: Executor, orderId: number): Promise<TaxDocumentRow[]> {
  return executor
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
}

/** Documents whose PDF is not written yet (the jobs pass writes them). */
export async function listUnwritten(executor: Executor, limit: number): Promise<TaxDocumentRow[]> {
  return executor.select().from(taxDocuments).where(isNull(taxDocuments.file)).limit(limit);
}

export async function setDocumentFile(executor: Executor, id: number, file: string): Promise<void> {
  await executor.update(taxDocuments).set({ file }).where(eq(taxDocuments.id, id));
}

export async function listGstRates(executor: Executor): Promise<GstRate[]> {
  const rows = await executor
    .select()
    .from(gstRates)
    .orderBy(asc(gstRates.hsnPrefix), asc(gstRates.minUnitPaise));
  return rows.map((row) => ({
    hsnPrefix: row.hsnPrefix,
    minUnitPaise: row.minUnitPaise,
    maxUnitPaise: row.maxUnitPaise,
    rateBasisPoints: row.rateBasisPoints,
    effectiveFrom: row.effectiveFrom,
    confirmed: row.confirmed,
  }));
}

export type GstRateRow = typeof gstRates.$inferSelect;
export async function listGstRateRows(executor: Executor): Promise<GstRateRow[]> {
  return executor.select().from(gstRates).orderBy(asc(gstRates.hsnPrefix), asc(gstRates.minUnitPaise));
}

/**
 * Each line's HSN code: its product's category's code, or the default for the category's kind; a line
 * whose product is gone reads the category by the name kept on the line, then falls back to garments.
 */
export async function hsnOfLines(executor: Executor, orderId: number): Promise<Map<number, string>> {
  const rows = rowsOf<{ id: number; hsn: string | null; kind: keyof typeof DEFAULT_HSN | null }>(
    await executor.execute(sql`
      select l.id, coalesce(c.hsn, named.hsn) as hsn, coalesce(c.kind, named.kind) as kind
      from order_lines l
      left join products p on p.id = l.product_id
      left join categories c on c.id = p.category_id
      left join lateral (
        select hsn, kind from categories where lower(name) = lower(l.category) order by id limit 1
      ) named on true
      where l.order_id = ${orderId}`),
  );
  return new Map(rows.map((row) => [row.id, row.hsn ?? DEFAULT_HSN[row.kind ?? "garment"]]));
}

export async function updateGstRate(
  executor: Executor,
  id: number,
  values: { rateBasisPoints: number; confirmed: boolean },
): Promise<boolean> {
  const rows = await executor
    .update(gstRates)
    .set(values)
    .where(eq(gstRates.id, id))
    .returning({ id: gstRates.id });
  return rows.length > 0;
}
