import type { CustomerRow } from "@boutique/shared/schemas/customer";
import type { Database } from "../../db/database";
import { type CustomerRecord, createCustomersRepository } from "./customers.repository";

const toRow = (row: CustomerRecord): CustomerRow => ({
  id: row.id,
  name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  mobile: row.mobile,
  created: row.createdAt.toISOString(),
});

export const CUSTOMER_EXPORT_COLUMNS = [
  { header: "ID", key: "id", width: 8 },
  { header: "First name", key: "name", width: 20 },
  { header: "Last name", key: "last_name", width: 20 },
  { header: "Email", key: "email", width: 34 },
  { header: "Mobile", key: "mobile", width: 16 },
  { header: "Created", key: "created", width: 20 },
] as const;

/** Customers for the back office: the list and its Customers.xlsx export. */
export function createCustomersService({ db }: { db: Database }) {
  const repository = createCustomersRepository(db);
  const list = async (search?: string) => (await repository.list(search)).map(toRow);

  return {
    list,
    /** A real workbook: typed cells (dates as dates), a bold frozen header row and a filter. */
    async exportWorkbook(search?: string): Promise<Buffer> {
      // Loaded on the first export only: exceljs is large and most processes never export (decision 010).
      const { default: ExcelJS } = await import("exceljs");
      const rows = await repository.list(search);
      const workbook = new ExcelJS.Workbook();
      workbook.creator = "Boutique back office";
      workbook.created = new Date();
      const sheet = workbook.addWorksheet("Customers", { views: [{ state: "frozen", ySplit: 1 }] });
      sheet.columns = CUSTOMER_EXPORT_COLUMNS.map((column) => ({ ...column }));
      for (const row of rows) {
        // Text cells are plain strings, never formulas, so "=cmd|..." typed as a name stays text.
        sheet.addRow({
          id: row.id,
          name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          mobile: row.mobile,
          created: row.createdAt,
        });
      }
      sheet.getRow(1).font = { bold: true };
      sheet.getColumn("created").numFmt = "dd mmm yyyy hh:mm";
      sheet.autoFilter = { from: "A1", to: `F${Math.max(1, rows.length + 1)}` };
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
