import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import { SHOP_NAME, type Shop } from "@storefront/features/layout/shop-details";
import { Link } from "react-router";
import type { PolicySection } from "../components/policy-document";
import { domesticShippingWords, POLICY } from "./policy";

export const TERMS_INTRO = (
  <p>
    These terms apply whenever you browse or buy on this website. By placing an order you accept them, so
    please read them along with our <Link to="/Shipping">shipping</Link>, <Link to="/Return">returns</Link>{" "}
    and <Link to="/PrivacyPolicy">privacy</Link> policies.
  </p>
);

/** The sections, with the domestic shipping rule an admin set (decision 007). */
export const termsSections = (rule: DomesticShippingRule, shop: Shop): PolicySection[] => [
  {
    id: "about-us",
    title: "About us",
    body: (
      <p>
        This website is run by {shop.name}, {shop.address} ("we", "us"). You can contact us at{" "}
        <a href={`mailto:${shop.email}`}>{shop.email}</a> or <a href={shop.phoneHref}>{shop.phoneDisplay}</a>.
      </p>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <p>
        You need an account to check out. Keep your password private; you are responsible for orders placed
        with it. Give us true and complete details, and tell us promptly if you suspect someone else is using
        your account. We may suspend accounts used for fraud or abuse.
      </p>
    ),
  },
  {
    id: "orders",
    title: "Orders and contract",
    body: (
      <>
        <p>
          Placing an order is an offer to buy. The contract is made when we confirm your order by email after
          payment. We may decline or cancel an order (with a full refund) if an item is unavailable, if a
          price or description was clearly wrong, or if we suspect fraud.
        </p>
        <p>
          Handwork, natural dyes and fabric batches vary slightly, and screens show colours differently; small
          differences in shade or embroidery from the photos are part of handmade clothing, not a fault.
        </p>
      </>
    ),
  },
  {
    id: "prices",
    title: "Prices and payment",
    body: (
      <>
        <p>
          Prices are in Indian rupees (Rs) and include applicable Indian taxes. Dollar amounts are shown as a
          guide at our current exchange rate. Card, UPI and Razorpay payments are charged in rupees; PayPal
          payments are charged in US dollars at the rate shown at checkout. Your bank may add its own
          conversion fees.
        </p>
        <p>
          {domesticShippingWords(rule)} International shipping is quoted by weight at checkout. Import duties
          abroad are paid by the recipient.
        </p>
        <p>
          Discount codes, including the {POLICY.welcomeDiscountPercent}% welcome code for a first order, apply
          as described with each code, one per order, and cannot be exchanged for cash.
        </p>
      </>
    ),
  },
  {
    id: "made-to-measure",
    title: "Made-to-measure pieces",
    body: (
      <p>
        When you give custom measurements, we make the piece to those figures. Please measure carefully
        following our guides; we are not responsible for a poor fit caused by measurements given incorrectly.
        Made-to-measure pieces are final sale except for faults, and a piece that does not match the
        measurements you gave us is remade free of charge.
      </p>
    ),
  },
  {
    id: "delivery",
    title: "Delivery",
    body: (
      <p>
        Delivery times on our <Link to="/Shipping">shipping page</Link> are estimates (usually{" "}
        {POLICY.overallEstimate} in all). Risk in the goods passes to you on delivery. We are not responsible
        for delays caused by customs, couriers or events beyond our control, but we will always help you track
        a parcel and chase it.
      </p>
    ),
  },
  {
    id: "cancellation-returns",
    title: "Cancellations, returns and refunds",
    body: (
      <p>
        You may cancel within {POLICY.cancellationHours} hours of ordering. Eligible items may be returned or
        exchanged within {POLICY.returnWindowDays} days of delivery; damage or faults must be reported within{" "}
        {POLICY.complaintHours} hours of delivery. Refunds are made within {POLICY.refundTime} after
        inspection. Fees and exclusions are set out in our <Link to="/Return">returns policy</Link>.
      </p>
    ),
  },
  {
    id: "reviews",
    title: "Reviews and questions",
    body: (
      <p>
        Reviews, photos and questions you post must be your own, honest and lawful. You allow us to show them
        on the site. We may remove content that is offensive, misleading or unrelated to the product.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Our designs and content",
    body: (
      <p>
        The designs, photos, texts and logo on this site belong to {SHOP_NAME} or its partners. You may share
        links to our pages, but not copy our photos or designs for commercial use without our written
        permission.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <p>
        Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019, or
        your own country's law. Otherwise our liability for any order is limited to the price paid for it, and
        we are not liable for losses that were not foreseeable when the order was made.
      </p>
    ),
  },
  {
    id: "law",
    title: "Law and disputes",
    body: (
      <p>
        These terms are governed by the laws of India. We would always rather solve a problem directly:
        contact us first and we will reply within {POLICY.replyWithin}. Any dispute that remains goes to the
        courts of New Delhi, without taking away any right you have to bring a claim where you live.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms from time to time; the version on this page when you place an order applies
        to that order.
      </p>
    ),
  },
];
