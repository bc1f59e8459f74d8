import type { WishlistLine } from "@boutique/shared/schemas/cart";
import { productHref } from "@storefront/features/product/api";
import { rupeeLabel } from "@storefront/features/product/money";
import { imageUrl } from "@storefront/lib/images";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { Link } from "react-router";

/** One saved piece: the picture and name link to its page in the saved colour. */
export function WishlistCard({
  item,
  busy,
  onMoveToCart,
  onRemove,
}: {
  item: WishlistLine;
  busy: boolean;
  onMoveToCart: () => void;
  onRemove: () => void;
}) {
  const href = productHref({ name: item.name, id: item.product_id }, item.id);
  return (
    <article className="flex h-full flex-col" data-testid="wishlist-item">
      <Link to={href} tabIndex={-1} aria-hidden className="block bg-ivory-deep">
        {item.image ? (
          <img
            src={imageUrl(item.image, 480)}
            alt=""
            width={480}
            height={640}
            loading="lazy"
            className="aspect-[3/4] w-full object-cover"
          />
        ) : (
          <span className="block aspect-[3/4] w-full" />
        )}
      </Link>
      <h2 className="mt-3 font-sans text-sm font-medium">
        <Link to={href} className="text-ink hover:text-maroon">
          {item.name}
        </Link>
      </h2>
      <p className="mt-1 text-xs text-muted">{item.category}</p>
      <p className="mt-1 text-xs">
        {item.color}
        {item.size ? <span className="text-muted"> / {item.size}</span> : null}
      </p>
      <p className="mt-1 font-semibold text-maroon">{rupeeLabel(item.selling_price)}</p>
      <div className="mt-auto flex flex-col gap-2 pt-3">
        <button
          type="button"
          onClick={onMoveToCart}
          disabled={busy}
          className="btn-primary px-3 py-2 text-xs"
        >
          <ShoppingBag aria-hidden className="h-4 w-4" />
          Move To Cart
        </button>
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={`Remove: ${item.name}`}
          className="text-xs font-medium text-maroon underline underline-offset-4"
        >
          Remove
        </button>
      </div>
    </article>
  );
}
