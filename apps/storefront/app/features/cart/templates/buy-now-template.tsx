import { onlyAvailableMessage } from "@boutique/shared/schemas/cart-messages";
import { useToast } from "@storefront/lib/toast";
import { Zap } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type BuyNowChoice, clearBuyNow, readBuyNow, saveBuyNow } from "../buy-now";
import type { CartItemView } from "../cart-client";
import { CartSummary } from "../components/cart-summary";
import { CartTable } from "../components/cart-table";
import { useConfirm } from "../components/confirm-dialog";
import { guestUnitPaise, lineKey } from "../guest-cart";

function toView(choice: BuyNowChoice): CartItemView {
  const { display } = choice;
  const line = {
    kind: display.kind,
    selling_price: display.sellingPrice,
    customization: choice.customization,
  };
  return {
    key: lineKey(choice.variantId, choice.size, choice.customization),
    cartId: null,
    id: choice.variantId,
    product_id: display.productId,
    name: display.name,
    image: display.image,
    category: display.category,
    color: display.color,
    size: choice.size,
    quantity: choice.quantity,
    available_quantity: display.availableQuantity,
    selling_price: display.sellingPrice,
    linePaise: guestUnitPaise(line) * choice.quantity,
    weight: display.weight ?? 0,
    customization: choice.customization as Record<string, unknown>,
  };
}

/**
 * Spec §2 Buy Now: the one piece chosen, with an Edit link back to its page, shipping and tax
 * estimated, on to checkout. It lives in this tab's storage, so guests see it too.
 */
export function BuyNowTemplate({ dollarRate }: { dollarRate: number | null }) {
  const toast = useToast();
  const [confirmDialog, confirm] = useConfirm();
  const [choice, setChoice] = useState<BuyNowChoice | null | undefined>(undefined);
  useEffect(() => setChoice(readBuyNow()), []);

  const update = (next: BuyNowChoice | null) => {
    if (next) saveBuyNow(next);
    else clearBuyNow();
    setChoice(next);
  };

  const item = choice ? toView(choice) : null;
  const actions = {
    busyKey: null,
    onPlus: (row: CartItemView) => {
      if (!choice) return;
      if (row.quantity >= row.available_quantity) {
        toast.show(onlyAvailableMessage(row.available_quantity), "warning");
        return;
      }
      update({ ...choice, quantity: choice.quantity + 1 });
    },
    onMinus: () => {
      if (choice && choice.quantity > 1) update({ ...choice, quantity: choice.quantity - 1 });
    },
    onRemove: async (row: CartItemView) => {
      if (await confirm(`Remove ${row.name}?`)) update(null);
    },
    editHref: () => choice?.productHref ?? "/",
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl text-maroon sm:text-4xl">Buy Now</h1>
      {choice === undefined ? (
        <p className="py-16 text-center text-muted" aria-live="polite">
          Loading…
        </p>
      ) : !item ? (
        <div className="py-16 text-center">
          <Zap aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
          <p className="mt-4 font-display text-2xl text-ink">Nothing to buy now</p>
          <p className="mt-2 text-sm text-muted">Choose a piece and press Buy Now on its page.</p>
          <Link to="/" className="btn-primary mt-6">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <CartTable items={[item]} actions={actions} />
          <CartSummary subtotalPaise={item.linePaise} dollarRate={dollarRate} showTax />
        </div>
      )}
      {confirmDialog}
    </div>
  );
}
