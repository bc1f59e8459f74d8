import { productHref } from "@storefront/features/product/api";
import { imageUrl } from "@storefront/lib/images";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CartItemView } from "../cart-store";
import { customizationSummary, rupees } from "../format";

export type RowActions = {
  onPlus: (item: CartItemView) => void;
  onMinus: (item: CartItemView) => void;
  onRemove: (item: CartItemView) => void;
  /** Spec §6: only for signed-in shoppers. */
  onMoveToWishlist?: (item: CartItemView) => void;
  /** Buy Now: a link back to the product to change the choice. */
  editHref?: (item: CartItemView) => string;
  busyKey: string | null;
};

const CELL = "flex items-start justify-between gap-4 py-1 lg:table-cell lg:px-2 lg:py-4 lg:align-top";

/**
 * Spec §2 Cart: image, name, category, colour, size, quantity, customisation, unit price, line total.
 * A real table on wide screens; below lg each row stacks with its labels. The prices are the server's;
 * `pending` dims them while they are older than the rows (a newer quote on its way, or one that failed).
 */
export function CartTable({
  items,
  actions,
  pending = false,
}: {
  items: CartItemView[];
  actions: RowActions;
  pending?: boolean;
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Items</caption>
      <thead className="max-lg:sr-only">
        <tr className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
          <th scope="col" className="px-2 py-3 font-medium">
            Product
          </th>
          <th scope="col" className="px-2 py-3 font-medium">
            Colour / Size
          </th>
          <th scope="col" className="px-2 py-3 font-medium">
            Customisation
          </th>
          <th scope="col" className="px-2 py-3 text-right font-medium">
            Price
          </th>
          <th scope="col" className="px-2 py-3 font-medium">
            Quantity
          </th>
          <th scope="col" className="px-2 py-3 text-right font-medium">
            Total
          </th>
          <th scope="col" className="px-2 py-3 font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <Row key={item.key} item={item} actions={actions} pending={pending} />
        ))}
      </tbody>
    </table>
  );
}

function Row({ item, actions, pending }: { item: CartItemView; actions: RowActions; pending: boolean }) {
  const href = productHref({ name: item.name, id: item.product_id }, item.id);
  const summary = customizationSummary(item.customization);
  const busy = actions.busyKey === item.key;
  const price = `whitespace-nowrap transition-opacity ${pending || item.line_price === null ? "opacity-50" : ""}`;
  return (
    <tr className="block border-b border-line py-4 lg:table-row lg:py-0" data-testid="cart-row">
      <td className="flex gap-4 pb-2 lg:table-cell lg:px-2 lg:py-4 lg:align-top">
        <div className="flex gap-4 lg:min-w-40">
          <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden>
            {item.image ? (
              <img
                src={imageUrl(item.image, 160)}
                alt=""
                width={80}
                height={106}
                className="h-[106px] w-20 bg-ivory-deep object-cover"
              />
            ) : (
              <span className="block h-[106px] w-20 bg-ivory-deep" />
            )}
          </Link>
          <div className="min-w-0">
            <Link to={href} className="font-medium text-ink hover:text-maroon">
              {item.name}
            </Link>
            <p className="mt-1 text-xs text-muted">{item.category}</p>
            {actions.editHref ? (
              <Link
                to={actions.editHref(item)}
                className="mt-2 inline-block text-xs font-medium text-maroon underline underline-offset-4"
              >
                Edit
              </Link>
            ) : null}
          </div>
        </div>
      </td>
      <td className={CELL}>
        <Label>Colour / Size</Label>
        <span>
          {item.color}
          <span className="text-muted"> / </span>
          {item.size}
        </span>
      </td>
      <td className={CELL}>
        <Label>Customisation</Label>
        <span className="max-w-64 text-right text-xs text-muted lg:text-left" data-testid="customization">
          {summary.length > 0 ? summary.join("; ") : "None"}
        </span>
      </td>
      <td className={`${CELL} lg:text-right`}>
        <Label>Price</Label>
        <span className={price} data-testid="unit-price">
          {item.unit_price === null ? (item.unavailable ? "—" : "…") : rupees(item.unit_price)}
        </span>
      </td>
      <td className={CELL}>
        <Label>Quantity</Label>
        <div className="inline-flex items-stretch border border-line bg-white">
          <button
            type="button"
            aria-label={`One less ${item.name}`}
            onClick={() => actions.onMinus(item)}
            disabled={busy || item.quantity <= 1}
            className="px-2.5 py-1.5 disabled:text-muted/50"
          >
            <Minus aria-hidden className="h-3.5 w-3.5" />
          </button>
          <output
            aria-label={`Quantity of ${item.name}`}
            className="min-w-9 border-x border-line px-2 py-1.5 text-center"
          >
            {item.quantity}
          </output>
          <button
            type="button"
            aria-label={`One more ${item.name}`}
            onClick={() => actions.onPlus(item)}
            disabled={busy}
            className="px-2.5 py-1.5 disabled:text-muted/50"
          >
            <Plus aria-hidden className="h-3.5 w-3.5" />
          </button>
        </div>
      </td>
      <td className={`${CELL} lg:text-right`}>
        <Label>Total</Label>
        {item.unavailable ? (
          <span className="text-xs text-red-800" data-testid="line-total">
            {item.unavailable}
          </span>
        ) : (
          <strong className={`${price} font-semibold`} data-testid="line-total">
            {item.line_price === null ? "…" : rupees(item.line_price)}
          </strong>
        )}
      </td>
      <td className="flex flex-wrap gap-x-4 gap-y-1 pt-2 lg:table-cell lg:px-2 lg:py-4 lg:align-top">
        <div className="flex flex-wrap gap-x-4 gap-y-2 lg:flex-col lg:items-start">
          <button
            type="button"
            onClick={() => actions.onRemove(item)}
            disabled={busy}
            className="text-xs font-medium text-maroon underline underline-offset-4"
            aria-label={`Remove: ${item.name}`}
          >
            Remove
          </button>
          {actions.onMoveToWishlist ? (
            <button
              type="button"
              onClick={() => actions.onMoveToWishlist?.(item)}
              disabled={busy}
              className="text-left text-xs font-medium text-ink underline underline-offset-4"
              aria-label={`Move To Wishlist: ${item.name}`}
            >
              Move To Wishlist
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function Label({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="text-xs text-muted lg:hidden">
      {children}
    </span>
  );
}
