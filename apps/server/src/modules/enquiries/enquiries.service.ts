import { ENQUIRY_SUBMITTED_MESSAGE, type EnquiryBody } from "@boutique/shared/schemas/enquiry";
import type { Database } from "../../db/database";
import { phoneEnquiries } from "./enquiries.tables";

/** Enquiries from shoppers; staff answer them from the back office. */
export function createEnquiriesService({ db }: { db: Database }) {
  return {
    /** A "call me back" number from the home page, waiting as new. */
    async submitPhoneEnquiry({ mobile }: EnquiryBody) {
      await db.insert(phoneEnquiries).values({ mobile, state: "new" });
      return { message: ENQUIRY_SUBMITTED_MESSAGE };
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
