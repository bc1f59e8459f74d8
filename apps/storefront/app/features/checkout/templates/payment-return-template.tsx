import { useShop } from "@storefront/features/layout/shop-details";
import CircleX from "lucide-react/icons/circle-x";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { Link } from "react-router";
import type { PaymentReturn } from "../payment-return.server";

/**
 * /Success when the payment was refused, and /Cancel: what happened in the server's words, that the
 * cart is just as it was, and the ways on (back to the cart, try again, the order itself).
 */
export function PaymentReturnTemplate({ data }: { data: PaymentReturn }) {
  const shop = useShop();
  const Icon = data.kind === "failed" ? CircleX : ShoppingBag;
  const retry = data.line ? `/Checkout?line=${data.line}` : "/Checkout";
  return (
    <section className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <div className="border border-line bg-white p-7 text-center sm:p-12">
        <Icon aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
        <h1 className="mt-4 text-3xl text-maroon sm:text-4xl">{data.title}</h1>
        {data.message !== data.title ? (
          <p className="mt-4 text-ink" role="status">
            {data.message}
          </p>
        ) : null}
        <p className="mt-2 text-muted">
          {data.source === "cancel"
            ? "No money has been taken for this attempt, and your cart is still full: everything is just as you left it."
            : "Your cart is still full. If your bank shows a charge for this order, we check every payment with the provider and either confirm the order or refund it in full."}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={retry} className="btn-primary">
            Try again
          </Link>
          <Link to="/Cart" className="btn-outline">
            Back to cart
          </Link>
        </div>
        {data.orderId ? (
          <p className="mt-6 text-sm">
            <Link
              to={`/OrderConfirmation/${data.orderId}`}
              className="text-maroon underline underline-offset-4"
            >
              See this order
            </Link>
          </p>
        ) : null}
        <p className="mt-8 text-sm text-muted">
          Trouble paying? Call{" "}
          <a href={shop.phoneHref} className="text-maroon underline underline-offset-4">
            {shop.phoneDisplay}
          </a>{" "}
          ({shop.hours}) and we will help.
        </p>
      </div>
    </section>
  );
}
