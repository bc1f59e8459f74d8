import { rupeesToPaise } from "@boutique/shared/pricing/currency";
import { fabricLinePrice, pricedKindOf, turbanLinePrice } from "@boutique/shared/pricing/line-price";
import {
  COLOR_REQUIRED_MESSAGE,
  FABRIC_LENGTH_DEFAULT,
  isFabricLength,
  TURBAN_LENGTH_DEFAULT,
} from "@boutique/shared/pricing/options";
import { unitsInStock } from "@boutique/shared/pricing/stock-units";
import { CART_MESSAGES } from "@boutique/shared/schemas/cart-messages";
import type { ProductDetail, SizeRow } from "@boutique/shared/schemas/product-detail";
import type { SizeChart } from "@boutique/shared/schemas/size-chart";
import type { CustomizationInput } from "@storefront/features/cart/api";
import { type AddToCartInput, useInCart, useInWishlist } from "@storefront/features/cart/cart-store";
import { useCartActions } from "@storefront/features/cart/use-cart-actions";
import { loginHref } from "@storefront/lib/safe-redirect";
import Heart from "lucide-react/icons/heart";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import Ruler from "lucide-react/icons/ruler";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Zap from "lucide-react/icons/zap";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { customSizeHref, productHref } from "../api";
import { dollarLabel, rupeeLabel } from "../money";
import type { FabricChoice } from "./fabric-options";
import { type SizingChoice, SizingOptions } from "./sizing-options";
import type { TurbanChoice } from "./turban-options";

// A turban's or a fabric's own choices (and the fabric's shade card) come with those products' pages only.
const loadTurbanOptions = () =>
  import("./turban-options").then((module) => ({ default: module.TurbanOptions }));
const loadFabricOptions = () =>
  import("./fabric-options").then((module) => ({ default: module.FabricOptions }));
const TurbanOptions = lazy(loadTurbanOptions);
// Sizes (and their size chart) come with the pages of pieces sold in sizes only.
const loadSizePicker = () => import("./size-picker").then((module) => ({ default: module.SizePicker }));
const SizePicker = lazy(loadSizePicker);
const FabricOptions = lazy(loadFabricOptions);
// The server has them loaded before its first page, so it never streams their place empty first.
if (import.meta.env.SSR) {
  void loadSizePicker();
  void loadTurbanOptions();
  void loadFabricOptions();
}

const FABRIC_LENGTH_MESSAGE = "Choose 1 to 200 metres, in steps of 0.5.";

type Busy = "cart" | "buy" | "wishlist" | null;

/**
 * Size, options, quantity and the three actions (spec §2 Product page, §5): Add to Cart works for
 * guests (browser cart), Buy Now adds to the cart and opens /BuyNow (guests sign in first), the
 * wishlist needs sign-in. A fabric colour change without a code stops all three ('Please select color.').
 */
export function PurchasePanel({
  product,
  sizes,
  dollarRate,
  signedIn,
  pagePath,
  sizeChart = null,
}: {
  product: ProductDetail;
  sizes: SizeRow[];
  dollarRate: number | null;
  signedIn: boolean;
  pagePath: string;
  sizeChart?: SizeChart | null;
}) {
  const { category } = product;
  const showSizes = category.has_sizes && category.kind !== "dupatta";
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [turban, setTurban] = useState<TurbanChoice>({
    length: TURBAN_LENGTH_DEFAULT,
    pico: false,
    fabric: "Rubia",
  });
  const [fabric, setFabric] = useState<FabricChoice>({
    metres: String(FABRIC_LENGTH_DEFAULT),
    colorChange: "No",
    selectedColor: "",
  });
  const [sizing, setSizing] = useState<SizingChoice>({});
  const [colorError, setColorError] = useState<string | null>(null);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const { addToCart, addToWishlist } = useCartActions();
  const inCart = useInCart(product.variant_id);
  const inWishlist = useInWishlist(product.variant_id);
  const navigate = useNavigate();

  const chosenRow = showSizes ? sizes.find((row) => row.size === size) : sizes[0];
  const stock = chosenRow ? chosenRow.quantity : product.quantity;
  const soldOut = product.quantity <= 0;
  const sellingPaise = rupeesToPaise(product.selling_price);

  const metres = Number(fabric.metres);
  // Turbans and fabrics are stocked in metres: the quantity is how many cuts of the chosen length fit.
  const perUnit = category.kind === "turban" ? turban.length : category.kind === "fabric" ? metres : 1;
  const maxQuantity = Math.max(1, unitsInStock(stock, perUnit));
  const fabricLengthOk = isFabricLength(metres);
  let linePaise: number | null = null;
  if (category.kind === "turban") linePaise = turbanLinePrice(sellingPaise, turban.length, turban.pico);
  else if (category.kind === "fabric")
    linePaise = fabricLengthOk ? fabricLinePrice(sellingPaise, metres) : null;

  const changeFabric = (next: FabricChoice) => {
    setFabric(next);
    if (colorError && (next.colorChange === "No" || next.selectedColor)) setColorError(null);
  };
  const changeSize = (next: string) => {
    setSize(next);
    setSizeError(null);
    const row = sizes.find((item) => item.size === next);
    if (row) setQuantity((current) => Math.min(Math.max(1, row.quantity), current));
  };
  const changeQuantity = (next: number) =>
    setQuantity(Math.min(maxQuantity, Math.max(1, Math.floor(next) || 1)));

  /** Spec §5: colour change Yes without a code stops add to cart, wishlist and buy now. */
  const choicesOk = (needSize: boolean): boolean => {
    if (category.kind === "fabric" && fabric.colorChange === "Yes" && !fabric.selectedColor) {
      setColorError(COLOR_REQUIRED_MESSAGE);
      document.getElementById("fabric-colour")?.focus();
      return false;
    }
    if (category.kind === "fabric" && !fabricLengthOk) {
      document.getElementById("fabric-length")?.focus();
      return false;
    }
    if (needSize && showSizes && !size) {
      setSizeError(CART_MESSAGES.selectSize);
      document.querySelector<HTMLInputElement>('input[name="size"]:not(:disabled)')?.focus();
      return false;
    }
    return true;
  };

  const customization = (): CustomizationInput => {
    if (category.kind === "turban") {
      return { turbanLength: turban.length, Pico: turban.pico ? 1 : 0, Fabric: turban.fabric };
    }
    if (category.kind === "fabric") {
      return {
        fabricLength: metres,
        colorChange: fabric.colorChange,
        ...(fabric.colorChange === "Yes" ? { selectedColor: fabric.selectedColor } : {}),
      };
    }
    return Object.fromEntries(Object.entries(sizing).filter(([, value]) => value)) as CustomizationInput;
  };

  const line = (): AddToCartInput => ({
    variantId: product.variant_id,
    size: chosenRow?.size,
    quantity,
    customization: customization(),
    display: {
      productId: product.id,
      name: product.name,
      image: product.image,
      category: category.name,
      color: product.color,
      kind: pricedKindOf(category.kind),
      sellingPrice: product.selling_price,
      availableQuantity: unitsInStock(stock, perUnit),
      weight: product.weight,
    },
  });

  const run = async (which: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const onAddToCart = () => {
    if (!choicesOk(true)) return;
    void run("cart", async () => {
      await addToCart(line());
    });
  };

  /** Spec §2: Buy Now puts the piece in the cart; a guest signs in first and lands on /BuyNow. */
  const onBuyNow = () => {
    if (!choicesOk(true)) return;
    void run("buy", async () => {
      const chosen = line();
      const result = await addToCart(chosen);
      if (!result.ok) return;
      // Fetched on the press, with the cart's answer already on its way: most visits never buy now.
      const { saveBuyNow } = await import("@storefront/features/cart/buy-now");
      saveBuyNow({
        variantId: chosen.variantId,
        size: chosen.size ?? "Free",
        quantity: chosen.quantity ?? 1,
        customization: chosen.customization ?? {},
        display: chosen.display,
        productHref: productHref(product, product.variant_id),
      });
      navigate(signedIn ? "/BuyNow" : loginHref("/BuyNow"));
    });
  };

  /** A saved size lets the wishlist move the piece to the cart later without asking again. */
  const onAddToWishlist = () => {
    if (!choicesOk(signedIn)) return;
    void run("wishlist", async () => {
      await addToWishlist({
        returnTo: pagePath,
        variantId: product.variant_id,
        size: showSizes ? (size ?? undefined) : undefined,
      });
    });
  };

  return (
    <div>
      {showSizes ? (
        <Suspense>
          <SizePicker sizes={sizes} value={size} onChange={changeSize} chart={sizeChart} />
        </Suspense>
      ) : null}
      {sizeError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {sizeError}
        </p>
      ) : null}
      {category.kind === "turban" ? (
        <Suspense>
          <TurbanOptions value={turban} onChange={setTurban} />
        </Suspense>
      ) : null}
      {category.kind === "fabric" ? (
        <Suspense>
          <FabricOptions
            value={fabric}
            onChange={changeFabric}
            lengthError={fabricLengthOk ? null : FABRIC_LENGTH_MESSAGE}
            colorError={colorError}
          />
        </Suspense>
      ) : null}
      <SizingOptions category={category} value={sizing} onChange={setSizing} />
      {category.customization ? (
        <p className="mt-4">
          <Link
            to={customSizeHref(product, size)}
            className="inline-flex items-center gap-2 text-sm font-medium text-maroon underline underline-offset-4"
          >
            <Ruler aria-hidden className="h-4 w-4" />
            Custom size: send us your measurements
          </Link>
        </p>
      ) : null}

      {linePaise !== null ? (
        <p className="mt-5 border-l-2 border-gold bg-white px-4 py-3 text-sm" aria-live="polite">
          Price for your choice:{" "}
          <strong className="text-base text-maroon" data-testid="line-price">
            {rupeeLabel(linePaise / 100)}
          </strong>
          {dollarLabel(linePaise, dollarRate) ? (
            <span className="text-muted"> (about {dollarLabel(linePaise, dollarRate)})</span>
          ) : null}
        </p>
      ) : null}

      <div className="mt-6">
        <label htmlFor="quantity" className="field-label">
          Quantity
        </label>
        <div className="inline-flex items-stretch border border-line bg-white">
          <button
            type="button"
            aria-label="One less"
            onClick={() => changeQuantity(quantity - 1)}
            disabled={quantity <= 1}
            className="px-3 text-ink disabled:text-muted/50"
          >
            <Minus aria-hidden className="h-4 w-4" />
          </button>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            value={quantity}
            onChange={(event) => changeQuantity(Number(event.target.value))}
            className="w-14 border-x border-line py-2 text-center text-base [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            aria-label="One more"
            onClick={() => changeQuantity(quantity + 1)}
            disabled={quantity >= maxQuantity}
            className="px-3 text-ink disabled:text-muted/50"
          >
            <Plus aria-hidden className="h-4 w-4" />
          </button>
        </div>
        <p className="mt-1.5 text-xs text-muted">
          {soldOut
            ? "Sold out in this colour."
            : stock > 0 && stock <= 5
              ? `Only ${stock} left${chosenRow && showSizes ? ` in ${chosenRow.size}` : ""}.`
              : "In stock."}
        </p>
      </div>

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {soldOut ? (
          <span aria-disabled="true" className="btn-primary cursor-not-allowed opacity-60 sm:col-span-2">
            Sold out
          </span>
        ) : (
          <>
            <button type="button" onClick={onAddToCart} disabled={busy !== null} className="btn-primary">
              <ShoppingBag aria-hidden className="h-4 w-4" />
              {busy === "cart" ? "Adding…" : "Add to Cart"}
            </button>
            <button type="button" onClick={onBuyNow} disabled={busy !== null} className="btn-outline">
              <Zap aria-hidden className="h-4 w-4" />
              Buy Now
            </button>
          </>
        )}
        {inWishlist ? (
          <Link to="/Wishlist" className="btn-outline border-line text-ink sm:col-span-2">
            <Heart aria-hidden className="h-4 w-4 fill-current" />
            View Wishlist
          </Link>
        ) : (
          <button
            type="button"
            onClick={onAddToWishlist}
            disabled={busy !== null}
            className="btn-outline border-line text-ink sm:col-span-2"
          >
            <Heart aria-hidden className="h-4 w-4" />
            Add to Wishlist
          </button>
        )}
      </div>
      {inCart ? (
        <p className="mt-3 text-sm">
          <Link to="/Cart" className="font-medium text-maroon underline underline-offset-4">
            View cart
          </Link>
        </p>
      ) : null}
    </div>
  );
}
