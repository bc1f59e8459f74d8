import { loginHref } from "@storefront/lib/safe-redirect";
import { PackageSearch } from "lucide-react";
import { Link } from "react-router";
import { NoticePage } from "../components/notice-page";

/** Orders belong to accounts, so tracking lives in My Orders; this page says how to get there. */
export function OrderTrackingTemplate({ signedIn }: { signedIn: boolean }) {
  return (
    <NoticePage icon={PackageSearch} title="Track your order" helpFor="with your order number">
      {signedIn ? (
        <>
          <p className="mt-4 text-muted">
            Every order you have placed, with its status and courier tracking link, is under My Orders in your
            account.
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
    </NoticePage>
  );
}
