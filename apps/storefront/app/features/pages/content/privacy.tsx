import { SHOP_NAME, type Shop } from "@storefront/features/layout/shop-details";
import type { PolicySection } from "../components/policy-document";
import { POLICY } from "./policy";

export const PRIVACY_INTRO = (
  <p>
    This policy explains what personal data {SHOP_NAME} collects when you shop with us, why, who we share it
    with and how you can control it. We follow India's Digital Personal Data Protection Act, 2023, and, for
    customers abroad, respect the rights their own laws give them.
  </p>
);

export const privacySections = (shop: Shop): PolicySection[] => [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        {shop.name}, {shop.address}, runs this website and is responsible for your personal data (the "data
        fiduciary"). You can reach us about anything in this policy at{" "}
        <a href={`mailto:${shop.email}`}>{shop.email}</a> or <a href={shop.phoneHref}>{shop.phoneDisplay}</a>.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, phone number and password (stored only
            as a one-way hash, never readable by us).
          </li>
          <li>
            <strong>Orders:</strong> delivery and billing addresses, the items you buy, your measurements and
            special instructions for made-to-measure pieces, and your order history.
          </li>
          <li>
            <strong>Payments:</strong> the payment method, amount, status and the payment provider's
            reference. Card, UPI and bank details are entered with the payment provider and never reach or
            stay on our servers.
          </li>
          <li>
            <strong>Messages:</strong> questions, reviews, photos you attach to reviews, and phone numbers
            left for a call back.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address and browser details in our server logs, used to
            keep the site secure and working.
          </li>
        </ul>
        <p>We do not collect data about children knowingly; accounts are for adults.</p>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use it",
    body: (
      <ul>
        <li>to make, ship and deliver your order and keep you informed about it;</li>
        <li>to take payment, issue invoices and handle returns and refunds;</li>
        <li>to run your account: wishlist, saved addresses, cart and order history;</li>
        <li>to answer your questions and resolve complaints;</li>
        <li>to prevent fraud and abuse and keep the site secure;</li>
        <li>to meet our legal duties, such as tax and accounting records.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We never sell your data. We share only what each service needs to do its job:</p>
        <ul>
          <li>
            <strong>Payment processors</strong>: Razorpay (cards, UPI and netbanking in rupees), PayPal
            (payments in US dollars) and Stripe (card payments), each under its own privacy policy and
            security standards (PCI DSS).
          </li>
          <li>
            <strong>Couriers</strong> (such as DHL and Indian courier partners): your name, delivery address
            and phone number, to deliver your parcel; for international parcels, the customs details the law
            requires.
          </li>
          <li>
            <strong>Service providers</strong> who host our website and send our emails, under contracts that
            allow them to use the data only for us.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it.
          </li>
        </ul>
        <p>
          Some of these providers process data outside India. We use them only where the law allows such
          transfers and with appropriate safeguards.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <>
        <p>
          We set no advertising, analytics or tracking cookies. The only cookie that concerns you as a person
          is the <strong>session cookie</strong> <code>token</code>, set when you sign in to keep you signed
          in. It is marked HttpOnly, so scripts cannot read it, and is deleted when you sign out. Besides it,
          a small preference cookie, <code>section</code>, remembers whether you were browsing Women, Men or
          Kids; it holds only that word.
        </p>
        <p>
          Your cart and wishlist are kept in your browser's storage on your device and sent to us only when
          you sign in. When you use the WhatsApp or social links, or pay with a provider, their own cookies
          and policies apply on their sites.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>
          Account details: while your account is open, and deleted within 30 days of your asking us to close
          it.
        </li>
        <li>
          Orders, invoices and payment records: 8 years after the order, as Indian tax and accounting law
          requires.
        </li>
        <li>Measurements: with your account, so you can reorder; deleted with it, or earlier on request.</li>
        <li>Questions and messages: 2 years after we last heard from you.</li>
        <li>Server logs: 90 days.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>see the personal data we hold about you and how we use it;</li>
          <li>correct or complete it (most of it you can edit yourself under My Account);</li>
          <li>erase it, except what we must keep by law;</li>
          <li>withdraw consent you gave, such as for marketing emails;</li>
          <li>name someone to exercise these rights for you in case of death or incapacity.</li>
        </ul>
        <p>
          Write to <a href={`mailto:${shop.email}`}>{shop.email}</a> from the email address on your account.
          We reply within {POLICY.replyWithin} and act on requests within 30 days. If you are not satisfied
          with our answer, you may complain to the Data Protection Board of India or to the data protection
          authority where you live.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        The site is served only over HTTPS, passwords are stored with a strong one-way hash (Argon2), access
        to customer data is limited to the staff who need it, and payments are handled entirely by certified
        payment processors. No system is perfectly secure; if a breach affecting you ever happens, we will
        tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We will update this page when our practices change and show the date of the last change below. For
        significant changes we will also email account holders.
      </p>
    ),
  },
];
