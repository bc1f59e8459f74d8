import { z } from "zod";

/** The supplier printed on GST invoices (Rule 46(a)) and the series prefix, as the back office edits them. */
export const INVOICING_MESSAGES = {
  name: "Enter the business name as registered for GST.",
  address: "Enter the registered business address.",
  gstin: "Enter a valid 15-character GSTIN.",
  gstinState: "The GSTIN's first two digits must be the state's code.",
  state: "Choose the state the business is registered in.",
  prefix: "The invoice prefix is 1 to 3 capital letters or digits.",
  lut: "The LUT reference is at most 40 characters.",
  rate: "Enter a rate between 0 and 40 percent.",
} as const;

/** 2-digit state code, 10-character PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const InvoiceSettings = z
  .object({
    supplier_name: z
      .string({ error: INVOICING_MESSAGES.name })
      .trim()
      .min(1, INVOICING_MESSAGES.name)
      .max(120, INVOICING_MESSAGES.name),
    supplier_address: z
      .string()
      .trim()
      .min(1, INVOICING_MESSAGES.address)
      .max(300, INVOICING_MESSAGES.address),
    supplier_gstin: z
      .string({ error: INVOICING_MESSAGES.gstin })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(GSTIN_PATTERN, INVOICING_MESSAGES.gstin)),
    supplier_state_code: z
      .string({ error: INVOICING_MESSAGES.state })
      .regex(/^[0-9]{2}$/, INVOICING_MESSAGES.state),
    invoice_prefix: z
      .string({ error: INVOICING_MESSAGES.prefix })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{1,3}$/, INVOICING_MESSAGES.prefix)),
    lut_reference: z
      .string({ error: INVOICING_MESSAGES.lut })
      .trim()
      .max(40, INVOICING_MESSAGES.lut)
      .default(""),
  })
  .refine((value) => value.supplier_gstin.slice(0, 2) === value.supplier_state_code, {
    message: INVOICING_MESSAGES.gstinState,
    path: ["supplier_gstin"],
  });
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;
/** What the back office reads: the settings and the state's name as invoices print it. */
export type InvoiceSettingsAnswer = InvoiceSettings & { supplier_state: string };

export type GstRateRow = {
  id: number;
  hsn_prefix: string;
  /** Band of taxable value per piece, rupees; null max: no cap. */
  min_unit: number;
  max_unit: number | null;
  /** Percent. */
  rate: number;
  effective_from: string;
  confirmed: boolean;
  description: string;
  source: string;
};

/** Staff confirm a rate, or correct it and confirm it at once. */
export const GstRateUpdate = z.object({
  rate: z
    .number({ error: INVOICING_MESSAGES.rate })
    .min(0, INVOICING_MESSAGES.rate)
    .max(40, INVOICING_MESSAGES.rate)
    .multipleOf(0.01, INVOICING_MESSAGES.rate),
  confirmed: z.boolean(),
});
export type GstRateUpdate = z.infer<typeof GstRateUpdate>;

export type TaxDocumentRow = {
  id: number;
  kind: "invoice" | "credit_note";
  number: string;
  issued_at: string;
  /** Rupees. */
  total: number;
  url: string;
  unconfirmed_rates: boolean;
};
