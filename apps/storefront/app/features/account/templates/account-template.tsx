import type { OrderSummaryRow } from "@boutique/shared/schemas/checkout";
import type { Profile } from "@boutique/shared/schemas/measurement-profile";
import type { ConsentsAnswer } from "@boutique/shared/schemas/privacy";
import type { CustomerReturnsAnswer } from "@boutique/shared/schemas/returns";
import { FormMessage } from "@storefront/features/auth/components/field";
import { clearBrowserCopies, useRenderedLists } from "@storefront/features/cart/cart-store";
import { OrderList } from "@storefront/features/checkout/components/order-list";
import { WishlistTemplate } from "@storefront/features/wishlist/templates/wishlist-template";
import Heart from "lucide-react/icons/heart";
import KeyRound from "lucide-react/icons/key-round";
import LogOut from "lucide-react/icons/log-out";
import MapPin from "lucide-react/icons/map-pin";
import Package from "lucide-react/icons/package";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Ruler from "lucide-react/icons/ruler";
import ShieldCheck from "lucide-react/icons/shield-check";
import UserRound from "lucide-react/icons/user-round";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { AccountResult } from "../account.server";
import type { Address, Country, CurrentUser } from "../api";
import { DetailsForm, PasswordForm } from "../components/account-forms";
import { AddressBook } from "../components/address-book";
import { MeasurementsPanel } from "../components/measurements-panel";
import { PrivacyPanel } from "../components/privacy-panel";
import { ReturnsPanel } from "../components/returns-panel";

/** Spec §2 account tabs 1 My Account, 2 Change Password, 3 Change/Add Address, 4 My Wishlist, 5 Exchange & Return, 7 My Orders. */
export const ACCOUNT_TABS = [
  "details",
  "password",
  "addresses",
  "wishlist",
  "returns",
  "orders",
  "measurements",
  "privacy",
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const TABS: { id: AccountTab; label: string; icon: ReactNode }[] = [
  { id: "details", label: "My Account", icon: <UserRound size={18} aria-hidden /> },
  { id: "password", label: "Change Password", icon: <KeyRound size={18} aria-hidden /> },
  { id: "addresses", label: "Change/Add Address", icon: <MapPin size={18} aria-hidden /> },
  { id: "wishlist", label: "My Wishlist", icon: <Heart size={18} aria-hidden /> },
  { id: "returns", label: "Exchange & Return", icon: <RotateCcw size={18} aria-hidden /> },
  { id: "orders", label: "My Orders", icon: <Package size={18} aria-hidden /> },
  { id: "measurements", label: "My Measurements", icon: <Ruler size={18} aria-hidden /> },
  { id: "privacy", label: "Privacy & data", icon: <ShieldCheck size={18} aria-hidden /> },
];

export type AccountPageData = {
  account: CurrentUser;
  tab: AccountTab;
  addresses: Address[] | null;
  countries: Country[];
  /** My Orders: null when the list could not be read. */
  orders: OrderSummaryRow[] | null;
  /** Exchange & Return: null when it could not be read. */
  returns: CustomerReturnsAnswer | null;
  /** Privacy & data: null when the choices could not be read. */
  consents: ConsentsAnswer | null;
  /** My Measurements: null when they could not be read (issue 27 §2). */
  profiles?: Profile[] | null;
  editId: number | null;
};

export function AccountTemplate({ data, result }: { data: AccountPageData; result?: AccountResult }) {
  const active = TABS.find((tab) => tab.id === data.tab) ?? TABS[0];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <p className="eyebrow">Hello, {data.account.firstName || "there"}</p>
      <h1 className="mt-2 text-3xl text-maroon sm:text-4xl">My Account</h1>
      <p className="mt-2 text-sm text-muted">Signed in as {data.account.email}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <nav aria-label="Account sections" className="border border-line bg-white">
          <ul className="grid grid-cols-2 sm:grid-cols-3 lg:grid-cols-1">
            {TABS.map((tab) => (
              <li key={tab.id}>
                <Link
                  to={`?tab=${tab.id}`}
                  preventScrollReset
                  aria-current={tab.id === active.id ? "page" : undefined}
                  className="flex items-center gap-3 px-4 py-3 text-sm text-ink hover:bg-ivory-deep aria-[current=page]:bg-maroon aria-[current=page]:text-white"
                >
                  {tab.icon}
                  {tab.label}
                </Link>
              </li>
            ))}
            <li>
              {/* Spec §4: logout clears the browser's cart, wishlist and shipping copies. */}
              <Form method="post" action="/logout" onSubmit={clearBrowserCopies}>
                <button
                  type="submit"
                  className="flex w-full items-center gap-3 px-4 py-3 text-left text-sm text-maroon hover:bg-ivory-deep"
                >
                  <LogOut size={18} aria-hidden />
                  Logout
                </button>
              </Form>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="account-panel" className="min-w-0">
          <h2 id="account-panel" className="font-display text-2xl text-maroon">
            {active.label}
          </h2>
          <div className="mt-6">
            <Panel data={data} result={result} />
          </div>
        </section>
      </div>
    </div>
  );
}

function Panel({ data, result }: { data: AccountPageData; result?: AccountResult }) {
  switch (data.tab) {
    case "password":
      return (
        <PasswordForm
          guest={data.account.guest && !(result?.intent === "password-create" && result.ok)}
          result={result?.intent === "password" || result?.intent === "password-create" ? result : undefined}
        />
      );
    case "addresses":
      return (
        <AddressBook
          addresses={data.addresses}
          countries={data.countries}
          editId={data.editId}
          account={data.account}
          result={result?.intent.startsWith("address") ? result : undefined}
        />
      );
    case "wishlist":
      return <AccountWishlist />;
    case "returns":
      return (
        <ReturnsPanel data={data.returns} result={result?.intent === "return-request" ? result : undefined} />
      );
    case "privacy":
      return <PrivacyPanel consents={data.consents} result={result} />;
    case "measurements":
      return (
        <MeasurementsPanel
          profiles={data.profiles ?? null}
          result={result?.intent.startsWith("measurement") ? result : undefined}
        />
      );
    case "orders":
      if (data.orders === null)
        return <FormMessage message="Your orders could not be loaded. Please try again in a moment." />;
      if (data.orders.length > 0) return <OrderList orders={data.orders} />;
      return (
        <div className="border border-line bg-white p-8 text-center">
          <Package aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
          <p className="mt-4 font-display text-xl text-ink">No orders yet</p>
          <p className="mt-2 text-sm text-muted">Orders you place will be listed here, with their status.</p>
          <Link to="/" className="btn-primary mt-6">
            Continue Shopping
          </Link>
        </div>
      );
    default:
      return (
        <DetailsForm account={data.account} result={result?.intent === "details" ? result : undefined} />
      );
  }
}

function AccountWishlist() {
  const rendered = useRenderedLists();
  return <WishlistTemplate serverWishlist={rendered?.wishlist ?? []} embedded />;
}
