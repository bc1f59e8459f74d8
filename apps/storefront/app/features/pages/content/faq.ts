import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import { domesticShippingWords, POLICY } from "./policy";

/** Plain text answers, so the same words feed the page and the FAQPage JSON-LD. */
export type FaqEntry = { question: string; answer: string };
export type FaqGroup = { id: string; title: string; entries: FaqEntry[] };

/** About 35 answers, with the domestic shipping rule an admin set (decision 007). */
export const faqGroups = (shipping: DomesticShippingRule): FaqGroup[] => [
  {
    id: "orders",
    title: "Orders",
    entries: [
      {
        question: "Do I need an account to order?",
        answer:
          "You can browse and fill a cart as a guest, but you sign in (or create an account in a minute) to check out, so we can send you updates and keep your order history and measurements.",
      },
      {
        question: "How do I know my order has been placed?",
        answer:
          "After payment you see a Thank You page with your order number, and we email a confirmation. Every order is also listed under My Orders in your account.",
      },
      {
        question: "Can I change or cancel my order?",
        answer: `You can cancel within ${POLICY.cancellationHours} hours of ordering for a full refund, and change sizes, measurements or the delivery address in that time. After that, cutting and dyeing have usually begun.`,
      },
      {
        question: "How do I track my order?",
        answer:
          "When your order is dispatched we email the courier's tracking link, and it also appears against the order under My Orders in your account.",
      },
      {
        question: "Is there a discount on my first order?",
        answer: `Yes. When you create an account you receive a welcome code for a flat ${POLICY.welcomeDiscountPercent}% off your first order.`,
      },
      {
        question: "Can I order for a wedding date?",
        answer: `Yes, tell us the date before you order. Most orders arrive in ${POLICY.overallEstimate}; if we cannot meet your date we will say so before you pay.`,
      },
    ],
  },
  {
    id: "sizing",
    title: "Sizing and custom stitching",
    entries: [
      {
        question: "How do I choose my size?",
        answer:
          "Each product page shows the sizes it is made in, from XS to XXL, with measurements for each size when you hover or tap the size. If you are between sizes, choose the larger one or send us your measurements.",
      },
      {
        question: "Can you stitch to my measurements?",
        answer:
          "Yes. On many products the Custom Size button lets you enter your measurements in inches, such as lehenga waist and length, height, sleeve length and padding, with a picture showing how to take each one.",
      },
      {
        question: "Does custom stitching cost extra?",
        answer:
          "No, made-to-measure stitching is included in the price shown, except where an option says otherwise (such as pico finishing on turbans).",
      },
      {
        question: "How should I measure myself?",
        answer:
          "Wear light clothing, keep the tape snug but not tight, and ask someone to help if you can. For a blouse or kurta, measuring a garment that fits you well is also a good guide. If you are unsure, call or message us and we will guide you.",
      },
      {
        question: "Can I change the colour of a design?",
        answer:
          "On many pieces, yes: choose 'Do you want to change the color' on the custom size page and pick a shade from our shade card. Recoloured pieces are made to order and cannot be returned except for faults.",
      },
      {
        question: "What if a made-to-measure piece does not fit?",
        answer:
          "If it does not match the measurements you gave us, we alter or remake it free of charge. Because it is made for you alone, a made-to-measure piece cannot be returned for a change of mind.",
      },
      {
        question: "How are turbans and fabrics sold?",
        answer:
          "Turbans are sold by length, from 4.5 to 9.5 metres, in Rubia or Full Voile, with optional pico stitching for Rs 50. Fabrics are priced per metre; choose the length you need, from 1 metre in half-metre steps.",
      },
    ],
  },
  {
    id: "shipping",
    title: "Shipping and delivery",
    entries: [
      {
        question: "How long will my order take?",
        answer: `Garments take ${POLICY.makingTimeGarments} to make and accessories ${POLICY.makingTimeAccessories}. Delivery then takes ${POLICY.deliveryIndia} in India and ${POLICY.deliveryAbroad} abroad, so most orders arrive in ${POLICY.overallEstimate}.`,
      },
      {
        question: "How much is shipping within India?",
        answer: domesticShippingWords(shipping),
      },
      {
        question: "Do you ship outside India?",
        answer:
          "Yes, worldwide, by tracked express courier. The charge depends on the weight of your parcel and the destination and is shown at checkout before you pay.",
      },
      {
        question: "Will I pay customs duty?",
        answer:
          "Import duties and taxes are set by your country and are not included in our prices. Where they apply, the courier collects them from you on delivery.",
      },
      {
        question: "Can I ship to a different address from my billing address?",
        answer:
          "Yes. Save as many addresses as you like in your account and choose the delivery address at checkout, for example to send a gift.",
      },
      {
        question: "Do you deliver to PO boxes?",
        answer:
          "No. Couriers need a street address and a phone number they can call, and international parcels often need a signature.",
      },
    ],
  },
  {
    id: "payments",
    title: "Payments and currency",
    entries: [
      {
        question: "Which payment methods do you accept?",
        answer:
          "Cards, UPI and netbanking through Razorpay (charged in rupees), and PayPal (charged in US dollars). We do not offer cash on delivery.",
      },
      {
        question: "Why are prices in rupees?",
        answer:
          "We are an Indian workshop, so our prices are set in Indian rupees (Rs). A dollar equivalent is shown beside every price as a guide, at our current rate.",
      },
      {
        question: "What exchange rate do you use for PayPal?",
        answer:
          "The dollar rate shown on the site at the time you pay. Your card or PayPal account may add its own conversion fee if your currency is not the US dollar.",
      },
      {
        question: "Is it safe to pay on your site?",
        answer:
          "Yes. Payments are handled entirely by Razorpay and PayPal over encrypted connections; your card and bank details never reach our servers.",
      },
      {
        question: "Do prices include tax?",
        answer:
          "Yes, prices include Indian taxes, and you get an invoice with every order. Import duties abroad are separate.",
      },
      {
        question: "My payment failed but money left my account. What now?",
        answer:
          "A failed payment is reversed by the bank automatically, usually within 5-7 working days. If the order shows as paid in your account, it went through. Write to us with the time of payment if you are unsure.",
      },
    ],
  },
  {
    id: "returns",
    title: "Returns and exchanges",
    entries: [
      {
        question: "What is your returns policy?",
        answer: `Ready-to-wear pieces can be returned or exchanged within ${POLICY.returnWindowDays} days of delivery, unworn and unwashed, with all original tags attached.`,
      },
      {
        question: "What cannot be returned?",
        answer:
          "Made-to-measure or recoloured pieces, fabrics and turbans cut to length, jewellery, and final-sale items, unless they arrive damaged or faulty.",
      },
      {
        question: "Is there a return fee?",
        answer: `For a change of mind or a size exchange: in India ${POLICY.indiaReturnFee}; internationally ${POLICY.internationalReturnFee}. There is no fee for damaged, faulty or wrong items.`,
      },
      {
        question: "My item arrived damaged. What should I do?",
        answer: `Tell us within ${POLICY.complaintHours} hours of delivery, with photos of the item, its tags and the packaging. We will repair, remake, replace or refund it.`,
      },
      {
        question: "When will I get my refund?",
        answer: `We inspect a return and decide within ${POLICY.inspectionWorkingDays} working days of receiving it. Approved refunds reach your original payment method in ${POLICY.refundTime}.`,
      },
    ],
  },
  {
    id: "care",
    title: "Care",
    entries: [
      {
        question: "How should I wash embroidered or zari pieces?",
        answer:
          "Dry clean only. Zari, gota, mirror and sequin work can tarnish or loosen in water, and dry cleaning keeps the shape of lehengas and heavy suits.",
      },
      {
        question: "Can I wash cotton and chikankari suits at home?",
        answer:
          "Yes, gently by hand in cold water with a mild detergent, inside out, and dry them in the shade. Wash dark and hand-dyed colours separately the first few times, as natural dyes may bleed a little.",
      },
      {
        question: "How should I store silk and bridal wear?",
        answer:
          "Fold it in a soft muslin or cotton cloth, never plastic, away from damp and direct sun. Refold along different lines every few months so the silk does not crack at the folds.",
      },
      {
        question: "How do I iron embroidered clothes?",
        answer:
          "Iron on the reverse on low to medium heat, with a cotton cloth between the iron and the embroidery. Never iron directly on zari, sequins or mirror work.",
      },
      {
        question: "How do I care for my turban?",
        answer:
          "Hand wash in cold water, do not wring, and dry in the shade. Starch lightly if you like a crisp fold. Keep jewellery in a dry box, away from perfume and water.",
      },
    ],
  },
];
