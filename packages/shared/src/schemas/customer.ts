import { z } from "zod";

/** Customers as the back office lists and exports them (back-office spec §3). */

export const CUSTOMERS_EXPORT_FILE_NAME = "Customers.xlsx";

export const CustomerQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, "The search may be at most 100 characters.")
    .optional()
    .describe("Part of a name, email or mobile number"),
});
export type CustomerQuery = z.infer<typeof CustomerQuery>;

export const CustomerRow = z.object({
  id: z.number().int(),
  name: z.string().describe("First name"),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  created: z.string().describe("ISO 8601"),
});
export type CustomerRow = z.infer<typeof CustomerRow>;
