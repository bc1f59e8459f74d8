import type { Shop } from "@storefront/features/layout/shop-details";
import { Link } from "react-router";
import type { PolicySection } from "../components/policy-document";
import { POLICY } from "./policy";

export const RETURNS_INTRO = (
  <p>
    We want you to love what you wear. If something is not right, here is how returns, exchanges,
    cancellations and refunds work, in plain words.
  </p>
);

export const returnsSections = (shop: Shop): PolicySection[] => [
  {
    id: "at-a-glance",
    title: "At a glance",
    body: (
      <ul>
        <li>
          <strong>Returns and exchanges:</strong> request within {POLICY.returnWindowDays} days of delivery;
          the item must be unused, unwashed and original, with all tags attached.
        </li>
        <li>
          <strong>Damaged, faulty or wrong item:</strong> tell us within {POLICY.complaintHours} hours of
          delivery, with photos.
        </li>
        <li>
          <strong>Cancellation:</strong> free within {POLICY.cancellationHours} hours of ordering.
        </li>
        <li>
          <strong>Made-to-measure pieces</strong> are final sale, except for faults.
        </li>
        <li>
          <strong>Refunds:</strong> decision within {POLICY.inspectionWorkingDays} working days of the return
          reaching us, money back in {POLICY.refundTime} after inspection.
        </li>
      </ul>
    ),
  },
  {
    id: "eligible",
    title: "What can be returned",
    body: (
      <>
        <p>
          Ready-to-wear pieces in standard sizes (XS to XXL) can be returned or exchanged for another size or
          colour within {POLICY.returnWindowDays} days of delivery, as long as they are unworn, unwashed,
          unaltered and in their original packaging with every tag attached.
        </p>
        <p>These cannot be returned unless they arrive damaged or faulty:</p>
        <ul>
          <li>
            pieces stitched to your measurements or changed at your request (custom sizes, colour changes);
          </li>
          <li>fabrics cut to length and turbans cut or stitched to your chosen length;</li>
          <li>earrings, necklace sets and other jewellery, for hygiene reasons;</li>
          <li>items bought in a final sale, marked as such on the product page.</li>
        </ul>
      </>
    ),
  },
  {
    id: "how-to-return",
    title: "How to return or exchange",
    body: (
      <ol>
        <li>
          Within {POLICY.returnWindowDays} days of delivery, write to{" "}
          <a href={`mailto:${shop.email}`}>{shop.email}</a> or{" "}
          <a href={shop.whatsapp} target="_blank" rel="noopener noreferrer">
            message us on WhatsApp
          </a>{" "}
          with your order number, the item, and whether you want an exchange or a refund.
        </li>
        <li>We reply with the return address and instructions (usually within a working day).</li>
        <li>
          Pack the item with its tags and original packaging and send it by a tracked service. Keep the
          receipt until your refund or exchange is complete.
        </li>
        <li>
          We inspect the item and tell you our decision within {POLICY.inspectionWorkingDays} working days of
          receiving it.
        </li>
      </ol>
    ),
  },
  {
    id: "fees",
    title: "Return fees",
    body: (
      <>
        <p>For a change of mind or a size exchange, a return processing fee is deducted from the refund:</p>
        <ul>
          <li>
            <strong>Orders delivered in India:</strong> {POLICY.indiaReturnFee}.
          </li>
          <li>
            <strong>International orders:</strong> {POLICY.internationalReturnFee}.
          </li>
        </ul>
        <p>
          You pay for sending the item back. There is no fee, and we cover the return shipping, when the item
          was damaged, faulty or not what you ordered.
        </p>
      </>
    ),
  },
  {
    id: "damaged",
    title: "Damaged, faulty or wrong items",
    body: (
      <p>
        Please check your parcel as soon as it arrives. If anything is damaged, faulty or not what you
        ordered, tell us within {POLICY.complaintHours} hours of delivery with clear photos of the item, its
        tags and the packaging. We will repair, remake or replace it, or refund it in full, whichever you
        prefer. Made-to-measure pieces that do not match the measurements you gave us are remade free of
        charge.
      </p>
    ),
  },
  {
    id: "cancellation",
    title: "Cancelling an order",
    body: (
      <p>
        You can cancel within {POLICY.cancellationHours} hours of placing your order for a full refund: write
        to us with your order number. After that, work on your piece has usually begun (fabric is cut and dyed
        to order), so the order can no longer be cancelled; ready-to-wear pieces can still be returned once
        delivered under the rules above.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    body: (
      <>
        <p>
          Once a return is approved, we refund to the original payment method within {POLICY.refundTime}. Your
          bank or card provider may take a few more days to show it. Orders paid by PayPal are refunded in US
          dollars; orders paid by card, UPI or Razorpay in rupees. Original shipping charges are refunded only
          when the item was damaged, faulty or wrong.
        </p>
      </>
    ),
  },
  {
    id: "fair-use",
    title: "Fair use",
    body: (
      <p>
        Most of our pieces are made for one person, so we keep returns fair for everyone: we may decline
        returns from an account where more than {POLICY.maxReturnRatePercent}% of delivered items have been
        returned. Faulty or wrong items are always accepted.
      </p>
    ),
  },
  {
    id: "help",
    title: "Need help?",
    body: (
      <p>
        Call <a href={shop.phoneHref}>{shop.phoneDisplay}</a>, chat with us on WhatsApp or{" "}
        <Link to="/contact">send us a question</Link>. Our support team is available {POLICY.supportHours} and
        replies within {POLICY.replyWithin}.
      </p>
    ),
  },
];
