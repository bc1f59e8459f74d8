import { z } from "zod";

/** Spec §5: the home page's enquiry phone needs at least 10 characters. */
export const ENQUIRY_PHONE_MESSAGE = "Please enter a valid phone number.";
export const ENQUIRY_SUBMITTED_MESSAGE = "Enquiry Submitted";
export const ENQUIRY_PHONE_MIN_LENGTH = 10;
/** Longest international number (15 digits) with a plus and separators. */
export const ENQUIRY_PHONE_MAX_LENGTH = 20;

/** Digits, spaces, plus and hyphen only; at least 7 digits so "----------" is not a phone number. */
const PHONE_PATTERN = /^(?=(?:\D*\d){7})[0-9+\- ]+$/;

/** POST /api/enquiry: a "call me back" number, trimmed. Strict: no other field is accepted. */
export const EnquiryBody = z.strictObject({
  mobile: z
    .string({ message: ENQUIRY_PHONE_MESSAGE })
    .trim()
    .min(ENQUIRY_PHONE_MIN_LENGTH, ENQUIRY_PHONE_MESSAGE)
    .max(ENQUIRY_PHONE_MAX_LENGTH, ENQUIRY_PHONE_MESSAGE)
    .regex(PHONE_PATTERN, ENQUIRY_PHONE_MESSAGE),
});
export type EnquiryBody = z.infer<typeof EnquiryBody>;
