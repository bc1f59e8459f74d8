import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { positiveId } from "@storefront/lib/loader-helpers";
import { data } from "react-router";
import { confirmCodByCode, confirmCodByLink, getCodLink, resendCodCode } from "./api";

/** What a cash-on-delivery form's post answers: the message to show, and which form it came from. */
export type CodResult = { intent: "cod-confirm" | "cod-resend"; ok: boolean; message: string };

/** Whether a posted form is one of cash on delivery's (the order pages' other form is Cancel order). */
export const isCodIntent = (form: FormData) =>
  form.get("intent") === "cod-confirm" || form.get("intent") === "cod-resend";

/**
 * The code form on the Thank You and Order Details pages (a plain post: works without JavaScript). The
 * API checks the code and counts wrong ones; its message is shown as it says it.
 */
export async function codAction(api: ApiFetch, orderParam: string | undefined, form: FormData) {
  const orderId = positiveId(orderParam);
  if (!orderId) throw data(null, { status: 404 });
  const intent = form.get("intent") === "cod-resend" ? "cod-resend" : "cod-confirm";
  try {
    const answer =
      intent === "cod-resend"
        ? await resendCodCode(api, { order_id: orderId })
        : await confirmCodByCode(api, { order_id: orderId, code: String(form.get("code") ?? "").trim() });
    return data<CodResult>({ intent, ok: true, message: answer.message });
  } catch (error) {
    if (error instanceof ApiError) {
      return data<CodResult>({ intent, ok: false, message: error.message }, { status: error.status });
    }
    throw error;
  }
}

/** /cod/confirm?token=: the link from the message shows the order and a Confirm button (never confirms on open). */
export async function loadCodLink(request: Request, api: ApiFetch) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    return { token, order: await getCodLink(api, token), problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { token, order: null, problem: error.message };
    throw error;
  }
}

export type CodLinkData = Awaited<ReturnType<typeof loadCodLink>>;
export type CodLinkResult = { ok: boolean; message: string };

export async function codLinkAction(request: Request, api: ApiFetch) {
  const form = await request.formData();
  try {
    const answer = await confirmCodByLink(api, String(form.get("token") ?? ""));
    return data<CodLinkResult>({ ok: true, message: answer.message });
  } catch (error) {
    if (error instanceof ApiError) {
      return data<CodLinkResult>({ ok: false, message: error.message }, { status: error.status });
    }
    throw error;
  }
}
