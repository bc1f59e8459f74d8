import { createPassword, getCurrentUser, listCountries } from "@storefront/features/account/api";
import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { positiveId, settle } from "@storefront/lib/loader-helpers";
import { loginHref } from "@storefront/lib/safe-redirect";
import { data, redirect } from "react-router";
import { getOrder } from "./api";

/**
 * /OrderConfirmation/{orderId}: the signed-in owner's order, read afresh on every visit (it survives a
 * reload); anyone else, or an unknown id, gets the not-found page. Without an id: home (spec §4), or the
 * older ?order_id= address moved to the path.
 */
export async function loadOrderConfirmation(request: Request, api: ApiFetch, orderParam: string | undefined) {
  const url = new URL(request.url);
  if (orderParam === undefined) {
    const legacy = positiveId(url.searchParams.get("order_id"));
    throw redirect(legacy ? `/OrderConfirmation/${legacy}` : "/");
  }
  return loadOwnOrder(request, api, orderParam);
}

export type OrderConfirmationData = Awaited<ReturnType<typeof loadOrderConfirmation>>;

/**
 * The signed-in owner's order by the id in the path (Thank You and Order Details pages): a guest is sent
 * to sign in and back; someone else's order or an unknown id is the not-found page.
 */
export async function loadOwnOrder(request: Request, api: ApiFetch, orderParam: string) {
  const url = new URL(request.url);
  const orderId = positiveId(orderParam);
  if (!orderId) throw data(null, { status: 404 });
  const user = await getCurrentUser(api);
  if (!user) throw redirect(loginHref(url.pathname));
  try {
    const [order, countries] = await Promise.all([
      getOrder(api, orderId),
      settle("countries", listCountries(api), []),
    ]);
    return { ...order, countries, guest: user.guest, accountEmail: user.email };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginHref(url.pathname));
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      throw data(null, { status: 404 });
    throw error;
  }
}

export type CreateAccountResult = { intent: "create-account"; ok: boolean; message: string };

/**
 * After a guest checkout (issue 26 §4): one password makes the guest's account one they can sign in to; the
 * order is already in it. The API holds the password to the sign-up rule and says why when it refuses.
 */
export async function createAccountAction(api: ApiFetch, form: FormData) {
  const password = String(form.get("password") ?? "");
  try {
    const answer = await createPassword(api, password);
    return data<CreateAccountResult>({ intent: "create-account", ok: true, message: answer.message });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data<CreateAccountResult>(
        { intent: "create-account", ok: false, message: error.message },
        { status: error.status },
      );
    }
    throw error;
  }
}
