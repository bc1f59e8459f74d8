import type { PayType } from "@boutique/shared/schemas/checkout";
import { CartBanner } from "@storefront/features/cart/components/cart-banner";
import { useToast } from "@storefront/lib/toast";
import Lock from "lucide-react/icons/lock";
import MapPin from "lucide-react/icons/map-pin";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Truck from "lucide-react/icons/truck";
import Wallet from "lucide-react/icons/wallet";
import { type ReactNode, useId, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import type { CheckoutData } from "../checkout.server";
import { AddressDialog } from "../components/address-dialog";
import { AddressPicker } from "../components/address-picker";
import { BusyOverlay } from "../components/busy-overlay";
import { CouponBox } from "../components/coupon-box";
import { DeliveryDate } from "../components/delivery-date";
import { OrderLines } from "../components/order-lines";
import { PaymentMethods } from "../components/payment-methods";
import { TotalsList } from "../components/totals-list";
import { WarningDialog } from "../components/warning-dialog";
import { WhatsAppOptIn } from "../components/whatsapp-opt-in";
import { usePlaceOrder } from "../use-place-order";

/**
 * Spec §2 Checkout: delivery address, the order summary with the coupon box, the payment method, terms,
 * Place Order and 'Go To cart'. Every figure is the server's quote for the chosen address and coupon.
 */
export function CheckoutTemplate({ data }: { data: CheckoutData }) {
  const { quote, problem } = data;
  const toast = useToast();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const updating = navigation.state !== "idle" && navigation.location?.pathname.toLowerCase() === "/checkout";
  const { placeOrder, busy, warning, setWarning } = usePlaceOrder({ razorpayScript: data.razorpayScript });
  const [chosenPayType, setPayType] = useState<PayType | null>(null);
  const [agreed, setAgreed] = useState(false);
  const termsId = useId();

  const payTypes = quote?.pay_types ?? [];
  // Cash on delivery lives in the page's address (?pay=COD): its totals carry the fee. Online methods
  // share one quote, so the choice among them is the page's own. A choice shows at once, while the
  // totals for it load.
  const online: PayType[] = payTypes.filter((candidate) => candidate !== "COD");
  const wanted = chosenPayType ?? (data.payCod ? "COD" : null);
  const payType: PayType | null =
    wanted && payTypes.includes(wanted) ? wanted : (online[0] ?? (payTypes.includes("COD") ? "COD" : null));
  const choosePayType = (next: PayType) => {
    setPayType(next);
    if (next === "COD") change((params) => params.set("pay", "COD"));
    else if (data.payCod) change((params) => params.delete("pay"));
  };
  const coupon = quote?.totals.coupon ?? null;
  const cartHref = "/Cart";

  /** Address, coupon and line live in the page's address: a change asks the server for new totals. */
  const change = (update: (params: URLSearchParams) => void) =>
    setSearchParams(
      (params) => {
        update(params);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const deliverable = quote?.deliverable ?? false;
  // A need-by date the shop cannot make holds the order until the shopper changes or clears it.
  const needByRefused = Boolean(quote?.need_by && !quote.need_by.ok);
  const ready = Boolean(
    agreed && data.selectedAddress && quote && payType && !updating && !busy && !needByRefused,
  );
  const submit = () => {
    if (!ready || !data.selectedAddress || !payType) return;
    if (!deliverable) {
      setWarning({ message: quote?.message ?? data.notDeliverable });
      return;
    }
    void placeOrder({
      address: data.selectedAddress,
      payType,
      coupon: coupon?.code ?? null,
      line: data.line,
      needBy: quote?.need_by?.ok ? quote.need_by.date : null,
      rush: Boolean(quote?.rush?.chosen),
    });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <CartBanner banner={data.banner} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl text-maroon sm:text-4xl">Checkout</h1>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Lock aria-hidden className="h-4 w-4 text-gold-deep" />
          Secure checkout
        </p>
      </div>
      {data.line && quote ? (
        <p className="mt-3 text-sm text-muted">
          Buying one piece now. The rest of your cart stays in your{" "}
          <Link to={cartHref} className="text-maroon underline underline-offset-4">
            cart
          </Link>
          .
        </p>
      ) : null}

      {problem?.kind === "empty" ? (
        <div className="py-16 text-center">
          <ShoppingBag aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
          <p className="mt-4 font-display text-2xl text-ink">{problem.message}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/" className="btn-primary">
              Continue Shopping
            </Link>
            <Link to={cartHref} className="btn-outline">
              Go To cart
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
          <div className="space-y-8">
            <Step number={1} icon={<MapPin aria-hidden className="h-5 w-5" />} title="Delivery address">
              {data.addresses.length === 0 ? (
                <p className="mb-4 text-sm text-muted">Add the address we should deliver your order to.</p>
              ) : (
                <AddressPicker
                  addresses={data.addresses}
                  countries={data.countries}
                  selected={data.selectedAddress}
                  onSelect={(id) => change((params) => params.set("address", String(id)))}
                />
              )}
              <div className={data.addresses.length === 0 ? "" : "mt-4"}>
                <AddressDialog
                  account={data.account}
                  countries={data.countries}
                  prominent={data.addresses.length === 0}
                  onAdded={(address, message) => {
                    toast.show(message);
                    change((params) => params.set("address", String(address.id)));
                  }}
                />
              </div>
              <p className="mt-4 text-xs text-muted">
                Your billing address is the same as the delivery address.
              </p>
            </Step>

            <Step number={2} icon={<Wallet aria-hidden className="h-5 w-5" />} title="Payment method">
              {quote && payTypes.length > 0 ? (
                <PaymentMethods
                  payTypes={payTypes}
                  selected={payType}
                  totalUsd={quote.totals.total_usd}
                  cod={quote.cod}
                  onSelect={choosePayType}
                />
              ) : (
                <p className="text-sm text-muted">
                  {problem?.message ??
                    "Online payment is not available just now. Please call or chat with us."}
                </p>
              )}
              <WhatsAppOptIn initial={data.whatsappOptIn} />
            </Step>
          </div>

          <aside
            aria-labelledby="summary-title"
            className="border border-line bg-white p-5 sm:p-6 lg:sticky lg:top-6"
          >
            <h2 id="summary-title" className="font-display text-xl text-maroon">
              Order summary
            </h2>
            {quote ? (
              <>
                <OrderLines compact lines={quote.lines.map((line) => ({ ...line, key: line.cart_id }))} />
                <div className="border-t border-line pt-4">
                  <CouponBox
                    applied={coupon}
                    line={data.line}
                    disabled={updating}
                    onApplied={(code) => change((params) => params.set("coupon", code))}
                    onRefused={(message) => setWarning({ message })}
                  />
                </div>
                <div className="mt-5 border-t border-line pt-4" aria-busy={updating}>
                  <TotalsList
                    totals={quote.totals}
                    shipping={
                      quote.deliverable ? undefined : (
                        <span className="font-medium text-red-800" data-testid="shipping">
                          {quote.message ?? data.notDeliverable}
                        </span>
                      )
                    }
                    couponAction={
                      coupon ? (
                        <button
                          type="button"
                          onClick={() => change((params) => params.delete("coupon"))}
                          className="text-xs font-medium text-maroon underline underline-offset-4"
                          aria-label={`Delete coupon ${coupon.code}`}
                        >
                          Delete
                        </button>
                      ) : null
                    }
                  />
                  <p className="mt-2 h-4 text-xs text-muted" aria-live="polite">
                    {updating ? "Updating your total…" : ""}
                  </p>
                </div>
                <DeliveryDate
                  delivery={quote.delivery}
                  needBy={quote.need_by}
                  rush={quote.rush}
                  disabled={updating}
                  onChange={(date) =>
                    change((params) => (date ? params.set("need_by", date) : params.delete("need_by")))
                  }
                  onRush={(on) => change((params) => (on ? params.set("rush", "1") : params.delete("rush")))}
                />
              </>
            ) : (
              <p className="mt-4 text-sm text-muted" role="alert">
                {problem?.message}
              </p>
            )}

            {data.couponError ? (
              <p className="mt-3 text-sm text-red-800" role="alert">
                {data.couponError}
              </p>
            ) : null}

            <div className="mt-5 flex items-start gap-3 text-sm">
              <input
                id={termsId}
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-maroon"
              />
              <label htmlFor={termsId}>
                I have read and agree to the{" "}
                <Link
                  to="/TermsOfService"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-maroon underline underline-offset-4"
                >
                  Terms of Service
                  <span className="sr-only"> (opens in a new tab)</span>
                </Link>
              </label>
            </div>
            <button
              type="button"
              className="btn-primary mt-5 w-full py-3.5 text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              disabled={!ready}
              // Undeliverable: looks and reads unavailable, yet a press says why (spec §8's warning pop-up).
              aria-disabled={ready && !deliverable ? true : undefined}
              onClick={submit}
            >
              <Lock aria-hidden className="h-4 w-4" />
              Place Order
            </button>
            {!ready && quote && !busy ? (
              <p className="mt-2 text-center text-xs text-muted">
                {!data.selectedAddress
                  ? "Add a delivery address to place your order."
                  : needByRefused
                    ? quote.rush?.deliver_on && !quote.rush.chosen
                      ? "Choose a later date, clear it, or add rush tailoring to place your order."
                      : "Choose a later date, or clear it, to place your order."
                    : !agreed
                      ? "Tick the box above to agree to the terms."
                      : ""}
              </p>
            ) : null}
            <Link to={cartHref} className="btn-outline mt-3 w-full">
              Go To cart
            </Link>
            <p className="mt-5 flex items-start gap-2 text-xs text-muted">
              <Truck aria-hidden className="mt-px h-4 w-4 shrink-0 text-gold-deep" />
              {payType === "COD"
                ? "After you place the order we email you a code to confirm it; you pay in cash when it arrives."
                : "Your payment goes straight to the provider you choose: we never see your card details."}
            </p>
          </aside>
        </div>
      )}
      <BusyOverlay message={busy} />
      <WarningDialog warning={warning} onClose={() => setWarning(null)} />
    </div>
  );
}

function Step({
  number,
  icon,
  title,
  children,
}: {
  number: number;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const headingId = `step-${number}`;
  return (
    <section aria-labelledby={headingId} className="border border-line bg-white p-5 sm:p-6">
      <h2 id={headingId} className="mb-4 flex items-center gap-3 font-display text-xl text-maroon">
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-maroon text-sm font-semibold text-white">
          {number}
        </span>
        {title}
        <span className="ml-auto text-gold-deep">{icon}</span>
      </h2>
      {children}
    </section>
  );
}
