import { getCurrentUser, listCountries } from "@storefront/features/account/api";
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
  if (!(await getCurrentUser(api))) throw redirect(loginHref(url.pathname));
  try {
    const [order, countries] = await Promise.all([
      getOrder(api, orderId),
      settle("countries", listCountries(api), []),
    ]);
    return { ...order, countries };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginHref(url.pathname));
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      throw data(null, { status: 404 });
    throw error;
  }
}
