import { accountAction } from "@storefront/features/account/account.server";
import {
  getConsents,
  getCurrentUser,
  listAddresses,
  listCountries,
  listReturns,
} from "@storefront/features/account/api";
import {
  ACCOUNT_TABS,
  type AccountTab,
  AccountTemplate,
} from "@storefront/features/account/templates/account-template";
import { listOrders } from "@storefront/features/checkout/api";
import { listProfiles } from "@storefront/features/custom-size/api";
import { hasSession, positiveId, settle } from "@storefront/lib/loader-helpers";
import { loginHref } from "@storefront/lib/safe-redirect";
import { redirect } from "react-router";
import type { Route } from "./+types/user-account";

const INDIA = { code: "IN", name: "India" };

export function meta() {
  return [{ title: "My Account | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

/** Spec §1: /UserAccount is for signed-in shoppers; a guest signs in and comes back to the same tab. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const back = () => redirect(loginHref(url.pathname + url.search));
  if (!hasSession(request)) throw back();
  const requested = url.searchParams.get("tab");
  const tab: AccountTab = ACCOUNT_TABS.find((item) => item === requested) ?? "details";
  const [account, addresses, countries, orders, returns, consents, profiles] = await Promise.all([
    getCurrentUser(context.api),
    tab === "addresses" ? settle("items/address", listAddresses(context.api), null) : null,
    // Without the list the form still offers India, the shop's home country.
    tab === "addresses" ? settle("countries", listCountries(context.api), [INDIA]) : [],
    tab === "orders" ? settle("checkout/payment/orders", listOrders(context.api), null) : null,
    tab === "returns" ? settle("orders/returns", listReturns(context.api), null) : null,
    tab === "privacy" ? settle("account/consents", getConsents(context.api), null) : null,
    tab === "measurements" ? settle("account/measurements", listProfiles(context.api), null) : null,
  ]);
  if (!account) throw back();
  return {
    account,
    tab,
    addresses,
    countries,
    orders,
    returns,
    consents,
    profiles,
    editId: positiveId(url.searchParams.get("edit")) ?? null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.api);
}

export default function UserAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountTemplate data={loaderData} result={actionData} />;
}
