import { z } from "zod";
import { decodeBase64 } from "./auth";

/**
 * A text field the spec sends base64-encoded (descriptions, customization values): leaves the schema
 * decoded, and refuses text that is not base64 or whose bytes are not UTF-8. `max` bounds the decoded
 * text; the encoded form may be twice that (UTF-8 and base64 together stay under it for Indian scripts).
 */
export const base64Field = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max * 2, `${label} is too long.`)
    .transform((value, context) => {
      if (value === "") return "";
      const decoded = decodeBase64(value);
      if (decoded === null) {
        context.addIssue({ code: "custom", message: `${label} must be sent base64-encoded.` });
        return z.NEVER;
      }
      return decoded;
    });
