import { SHOP } from "@storefront/features/layout/shop-details";
import { loginHref } from "@storefront/lib/safe-redirect";
import { PackageSearch } from "lucide-react";
import { Link } from "react-router";

/** Orders belong to accounts, so tracking lives in My Orders; this page says how to get there. */
export function OrderTrackingTemplate({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <div className="border border-line bg-white p-8 text-center sm:p-12">
        <PackageSearch size={40} aria-hidden className="mx-auto text-gold" />
        <h1 className="mt-4 text-3xl text-maroon sm:text-4xl">Track your order</h1>
        {signedIn ? (
          <>
            <p className="mt-4 text-muted">
              Every order you have placed, with its status and courier tracking link, is under My Orders in
              your account.
            </p>
            <Link to="/UserAccount" className="btn-primary mt-8">
              Go to my orders
            </Link>
          </>
        ) : (
          <>
            <p className="mt-4 text-muted">
              Sign in with the email address you ordered with to see each order's status and its courier
              tracking link.
            </p>
            <Link to={loginHref("/UserAccount")} className="btn-primary mt-8">
              Sign in to see your orders
            </Link>
          </>
        )}
        <p className="mt-8 text-sm text-muted">
          Ordered with another email, or need a hand? Call{" "}
          <a href={SHOP.phoneHref} className="text-maroon underline underline-offset-4">
            {SHOP.phoneDisplay}
          </a>{" "}
          or{" "}
          <a
            href={SHOP.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="text-maroon underline underline-offset-4"
          >
            chat with us
          </a>{" "}
          ({SHOP.hours}) with your order number.
        </p>
      </div>
    </section>
  );
}
