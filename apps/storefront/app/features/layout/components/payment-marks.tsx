// A file of its own even though it is small (Vite would otherwise inline it as a data: address six times).
import marks from "./payment-marks.svg?url&no-inline";

/** The sprite's views (payment-marks.svg), in the order shown. */
export const METHODS = [
  { id: "razorpay", label: "Razorpay" },
  { id: "paypal", label: "PayPal" },
  { id: "stripe", label: "Stripe" },
  { id: "upi", label: "UPI" },
  { id: "visa", label: "Visa" },
  { id: "mastercard", label: "Mastercard" },
];

/**
 * Simple drawn marks of the accepted payment methods (no downloaded logos), each a view of one sprite file
 * (payment-marks.svg). Inline, they were half a kilobyte of every page's compressed HTML; as pictures loaded
 * lazily they are fetched once, when the shopper nears the footer, and never compete with the page's first
 * pictures.
 */
export function PaymentMarks() {
  return (
    <ul aria-label="Payment methods we accept" className="flex flex-wrap gap-2">
      {METHODS.map((method) => (
        <li key={method.id}>
          <img
            src={`${marks}#${method.id}`}
            alt={method.label}
            width={64}
            height={29}
            loading="lazy"
            decoding="async"
            // Its own box: the sprite's proportions are the whole stack's, not a mark's.
            className="block h-[29px] w-16"
          />
        </li>
      ))}
    </ul>
  );
}
