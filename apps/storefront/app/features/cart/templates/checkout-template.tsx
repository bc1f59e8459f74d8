import { NoticePage } from "@storefront/features/pages/components/notice-page";
import { CreditCard } from "lucide-react";
import { Link } from "react-router";

/**
 * Spec §2 /Checkout (signed-in only). Paying online (addresses, shipping quote, Razorpay, PayPal and
 * Stripe) comes with the orders release; until then the saved cart can be ordered by phone or chat.
 */
export function CheckoutTemplate() {
  return (
    <NoticePage icon={CreditCard} title="Checkout" helpFor="to place it">
      <p className="mt-4 text-muted">
        Your cart is saved to your account. Online payment is not open yet: call or chat with us and we will
        confirm your order and send a secure payment link.
      </p>
      <Link to="/Cart" className="btn-primary mt-8">
        Back to my cart
      </Link>
    </NoticePage>
  );
}
