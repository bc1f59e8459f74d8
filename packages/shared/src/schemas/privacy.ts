import { z } from "zod";

import { CONSENT_PURPOSES } from "../consent-notice";

export { CONSENT_DEFAULTS, CONSENT_NOTICE, CONSENT_PURPOSES, type ConsentPurpose } from "../consent-notice";

export const ConsentState = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  at: z.string().nullable().describe("When this choice was made; null when it never was"),
});
export const ConsentsAnswer = z.object({
  notice: z.string().describe("The version of the notice in force"),
  consents: z.array(ConsentState),
});
export type ConsentsAnswer = z.infer<typeof ConsentsAnswer>;

export const ConsentBody = z.strictObject({
  purpose: z.enum(CONSENT_PURPOSES, { error: "Choose what the consent is for." }),
  granted: z.boolean({ error: "Say whether you give or withdraw it." }),
});

export const EraseBody = z.strictObject({ confirm: z.string().max(20) });

export const DataRequestsAnswer = z.object({
  requests: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      kind: z.enum(["export", "erasure"]),
      status: z.enum(["received", "completed"]),
      outcome: z.record(z.string(), z.unknown()),
      created_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
  reads: z.array(
    z.object({
      id: z.number().int(),
      staff: z.string(),
      what: z.string(),
      detail: z.record(z.string(), z.unknown()),
      at: z.string(),
    }),
  ),
});
export type DataRequestsAnswer = z.infer<typeof DataRequestsAnswer>;
