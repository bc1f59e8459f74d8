import { getCurrentUser } from "@storefront/features/account/api";
import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { loginHref } from "@storefront/lib/safe-redirect";
import { data, redirect } from "react-router";
import { getUnsubscribe, restoreCheckout, unsubscribeReminders } from "./api";

/**
 * /checkout/recover/{token}: the link in a reminder of a left checkout (issue 26 §3). A shopper who is not
 * signed in signs in first and comes back here; then the pieces go back in the cart (never doubled) and
 * the checkout opens. A link that no longer works says why on the page.
 */
export async function loadRecover(request: Request, api: ApiFetch, token: string) {
  const url = new URL(request.url);
  if (!(await getCurrentUser(api))) throw redirect(loginHref(url.pathname));
  try {
    await restoreCheckout(api, token);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return { problem: error.message, ordered: error.status === 410 };
    }
    throw error;
  }
  throw redirect("/Checkout");
}

export type RecoverData = Awaited<ReturnType<typeof loadRecover>>;

/** /unsubscribe/{token}: the way out of reminders; opening it changes nothing, its button does. */
export async function loadUnsubscribe(api: ApiFetch, token: string) {
  try {
    return { token, info: await getUnsubscribe(api, token), problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { token, info: null, problem: error.message };
    throw error;
  }
}

export type UnsubscribeData = Awaited<ReturnType<typeof loadUnsubscribe>>;
export type UnsubscribeResult = { ok: boolean; message: string };

export async function unsubscribeAction(request: Request, api: ApiFetch) {
  const form = await request.formData();
  try {
    const answer = await unsubscribeReminders(api, String(form.get("token") ?? ""));
    return data<UnsubscribeResult>({ ok: true, message: answer.message });
  } catch (error) {
    if (error instanceof ApiError) {
      return data<UnsubscribeResult>({ ok: false, message: error.message }, { status: error.status });
    }
    throw error;
  }
}
