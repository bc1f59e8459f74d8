import { EnquiryBody } from "@boutique/shared/schemas/enquiry";
import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { data } from "react-router";
import { submitEnquiry } from "./api";

export type EnquiryResult = { ok: true; message: string } | { ok: false; message: string; mobile: string };

/** The home page's phone enquiry: checked here with the API's own schema, then sent to POST /api/enquiry. */
export async function enquiryAction(request: Request, api: ApiFetch) {
  const form = await request.formData();
  const mobile = String(form.get("mobile") ?? "");
  const parsed = EnquiryBody.safeParse({ mobile });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Please enter a valid phone number.";
    return data<EnquiryResult>({ ok: false, message, mobile }, { status: 400 });
  }
  try {
    return data<EnquiryResult>({ ok: true, message: await submitEnquiry(api, parsed.data.mobile) });
  } catch (error) {
    // 400 and 429 carry a message meant for the shopper; anything else is the error page's business.
    if (error instanceof ApiError && error.status < 500)
      return data<EnquiryResult>({ ok: false, message: error.message, mobile }, { status: error.status });
    throw error;
  }
}
