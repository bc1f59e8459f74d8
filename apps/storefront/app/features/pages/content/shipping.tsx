import { formatRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import type { Shop } from "@storefront/features/layout/shop-details";
import { Link } from "react-router";
import type { ShippingZoneSummary } from "../api";
import type { PolicySection } from "../components/policy-document";
import { POLICY } from "./policy";

export const SHIPPING_INTRO = (
  <p>
    Every piece is cut and finished in our New Delhi workshop after you order, then sent by tracked courier.
    Most orders reach you in {POLICY.overallEstimate}.
  </p>
);

/** "500 g", "2 kg", "2.5 kg". */
const weight = (grams: number) => (grams < 1000 ? `${grams} g` : `${grams / 1000} kg`);

/** Each zone abroad with its countries and the charge for its lightest band, as staff set them. */
function ZoneCharges({ zones }: { zones: ShippingZoneSummary[] }) {
  return (
    <>
      <table className="mt-6 w-full border-collapse text-left text-base">
        <caption className="sr-only">Shipping charges abroad</caption>
        <thead>
          <tr className="border-b-2 border-gold-soft text-sm tracking-wide text-muted uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Destination
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              From
            </th>
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => {
            const first = zone.bands[0]!;
            const last = zone.bands[zone.bands.length - 1]!;
            return (
              <tr key={zone.name} className="border-b border-line align-top last:border-0">
                <th scope="row" className="py-3 pr-4 font-normal">
                  <span className="font-semibold text-ink">{zone.name}</span>
                  <span className="mt-1 block text-sm text-muted">
                    {zone.countries.map((country) => country.name).join(", ")}
                  </span>
                </th>
                <td className="py-3 text-right whitespace-nowrap">
                  <span className="font-semibold text-ink">{formatRupees(rupeesToPaise(first.charge))}</span>
                  <span className="block text-sm text-muted">up to {weight(first.max_weight_grams)}</span>
                  <span className="block text-sm text-muted">
                    max. parcel {weight(last.max_weight_grams)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        Heavier parcels cost more, up to the weight shown. If your country is not listed, write to us before
        you order and we will see what we can do.
      </p>
    </>
  );
}

/** The sections, with the domestic shipping rule an admin set (decision 007) and the zones abroad. */
export const shippingSections = (
  rule: DomesticShippingRule,
  zones: ShippingZoneSummary[],
  shop: Shop,
): PolicySection[] => [
  {
    id: "timeline",
    title: "How long it takes",
    body: (
      <>
        <p>
          Delivery time is making time plus courier time. We start work once your payment is confirmed (and,
          for custom sizes, once we have your measurements).
        </p>
        <table className="mt-6 w-full border-collapse text-left text-base">
          <caption className="sr-only">Making and delivery times</caption>
          <thead>
            <tr className="border-b-2 border-gold-soft text-sm tracking-wide text-muted uppercase">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Stage
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Time
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line last:border-0">
              <th scope="row" className="py-3 pr-4 font-normal">
                Making: suits, lehengas, sarees, turbans
              </th>
              <td className="py-3 text-right font-semibold whitespace-nowrap text-ink">
                {POLICY.makingTimeGarments}
              </td>
            </tr>
            <tr className="border-b border-line last:border-0">
              <th scope="row" className="py-3 pr-4 font-normal">
                Making: jewellery, bags, dupattas, fabrics
              </th>
              <td className="py-3 text-right font-semibold whitespace-nowrap text-ink">
                {POLICY.makingTimeAccessories}
              </td>
            </tr>
            <tr className="border-b border-line last:border-0">
              <th scope="row" className="py-3 pr-4 font-normal">
                Courier to an address in India
              </th>
              <td className="py-3 text-right font-semibold whitespace-nowrap text-ink">
                {POLICY.deliveryIndia}
              </td>
            </tr>
            <tr className="border-b border-line last:border-0">
              <th scope="row" className="py-3 pr-4 font-normal">
                Courier to the rest of the world
              </th>
              <td className="py-3 text-right font-semibold whitespace-nowrap text-ink">
                {POLICY.deliveryAbroad}
              </td>
            </tr>
            <tr className="border-b border-line last:border-0">
              <th scope="row" className="py-3 pr-4 font-normal">
                Typical total, order to doorstep
              </th>
              <td className="py-3 text-right font-semibold whitespace-nowrap text-ink">
                {POLICY.overallEstimate}
              </td>
            </tr>
          </tbody>
        </table>
        <p>
          An order with several pieces ships together when the last one is ready. If you need an outfit by a
          date (a wedding, a festival), tell us before you order and we will say honestly whether we can make
          it.
        </p>
      </>
    ),
  },
  {
    id: "india",
    title: "Shipping within India",
    body: (
      <>
        <ul>
          {rule.flatPaise === 0 || rule.freeFromPaise === 0 ? (
            <li>
              <strong>Free delivery</strong> on every order.
            </li>
          ) : (
            <>
              <li>
                <strong>Free delivery</strong> on orders of {formatRupees(rule.freeFromPaise)} or more.
              </li>
              <li>
                A flat <strong>{formatRupees(rule.flatPaise)}</strong> per order below{" "}
                {formatRupees(rule.freeFromPaise)}, whatever the number of pieces.
              </li>
            </>
          )}
          <li>
            We deliver to every serviceable Indian PIN code by tracked courier; cash on delivery is not
            offered.
          </li>
        </ul>
        <p>The shipping charge is shown in your cart and at checkout before you pay.</p>
      </>
    ),
  },
  {
    id: "international",
    title: "International shipping",
    body: (
      <>
        <p>
          We ship worldwide by express courier (usually DHL). The charge depends on the parcel's weight and
          the destination country, and is quoted at checkout once you choose your delivery address, before you
          pay.
        </p>
        {zones.length > 0 ? <ZoneCharges zones={zones} /> : null}
        <p>
          <strong>Customs duties and import taxes</strong> are set by your country and are not included in our
          prices or shipping charge. The courier collects them from you on delivery where they apply. We
          declare the true value of every parcel and cannot mark orders as gifts.
        </p>
      </>
    ),
  },
  {
    id: "tracking",
    title: "Tracking your parcel",
    body: (
      <p>
        When your order is dispatched we email the courier's tracking link, and it appears against the order
        in <Link to="/UserAccount">My Orders</Link>. Please keep your phone reachable: couriers call before
        delivering and may need an OTP or ID for international parcels.
      </p>
    ),
  },
  {
    id: "address",
    title: "Addresses and failed deliveries",
    body: (
      <>
        <p>
          Check your address, PIN or ZIP code and phone number at checkout. You can change the address until
          the order is dispatched by writing to <a href={`mailto:${shop.email}`}>{shop.email}</a>.
        </p>
        <p>
          If a parcel comes back to us because the address was wrong or nobody accepted it, we will ship it
          again once the new delivery charge is paid. Parcels refused at customs because duties were not paid
          cannot be refunded.
        </p>
      </>
    ),
  },
  {
    id: "damage",
    title: "Damaged or missing parcels",
    body: (
      <p>
        If the outer packaging is torn or wet, please note it with the courier or photograph it before
        opening. Tell us about any damage or a missing item within {POLICY.complaintHours} hours of delivery,
        with photos, and we will put it right. See our <Link to="/Return">returns and exchanges policy</Link>{" "}
        for the full process.
      </p>
    ),
  },
];
