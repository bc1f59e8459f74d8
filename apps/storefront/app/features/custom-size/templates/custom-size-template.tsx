import { pricedKindOf } from "@boutique/shared/pricing/line-price";
import { COLOR_REQUIRED_MESSAGE } from "@boutique/shared/pricing/options";
import { CART_MESSAGES } from "@boutique/shared/schemas/cart-messages";
import type { Profile } from "@boutique/shared/schemas/measurement-profile";
import type { ProductDetailResponse } from "@boutique/shared/schemas/product-detail";
import type { CustomizationInput } from "@storefront/features/cart/api";
import { useCartActions } from "@storefront/features/cart/use-cart-actions";
import { Breadcrumb } from "@storefront/features/catalog/components/breadcrumb";
import { categoryHref, productHref } from "@storefront/features/product/api";
import { SizePicker } from "@storefront/features/product/components/size-picker";
import { rupeeLabel } from "@storefront/features/product/money";
import { imageUrl } from "@storefront/lib/images";
import { loginHref } from "@storefront/lib/safe-redirect";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Check from "lucide-react/icons/check";
import Heart from "lucide-react/icons/heart";
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { CUSTOM_SIZE_SAVED, type CustomizationImages, imageFor, type MannequinTag } from "../api";
import { ColourChange } from "../components/colour-change";
import { Mannequin } from "../components/mannequin";
import { MeasurementFields, measurementError, measurementId } from "../components/measurement-fields";
import {
  type CustomSizeRecord,
  readCustomSize,
  withRecordDefaults,
  writeCustomSize,
} from "../custom-size-record";

export type CustomSizePageData = {
  detail: ProductDetailResponse;
  tag: MannequinTag;
  images: CustomizationImages;
  /** The signed-in shopper's measurement profiles; null for a guest (issue 27 §2). */
  profiles?: Profile[] | null;
};

// Only signed-in shoppers have profiles: a guest's page never loads this code.
const SavedMeasurements = lazy(() =>
  import("../components/saved-measurements").then((module) => ({ default: module.SavedMeasurements })),
);

type Busy = "done" | "wishlist" | null;

/** Spec §2 "Custom size page": the figure beside one field per measurement, then Done, Back and Later. */
export function CustomSizeTemplate({ data }: { data: CustomSizePageData }) {
  const { detail, tag, images } = data;
  const { product, sizes } = detail;
  const { category } = product;
  const names = category.customization ? category.customization_values : [];
  const showSizes =
    category.has_sizes && category.kind !== "dupatta" && sizes.some((row) => row.size !== "Free");
  const colour = detail.colorVariants.find((variant) => variant.id === product.variant_id);
  const picture = colour?.image.find((item) => item.type === "image")?.image ?? product.image;
  const back = productHref(product, product.variant_id);

  const [record, setRecord] = useState<CustomSizeRecord>(() => withRecordDefaults(null, product.id));
  const restored = useRef(false);
  const [active, setActive] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [colorError, setColorError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  // The size lives in the address (?size=), so a reload or a pasted link opens on the same choice.
  const [searchParams, setSearchParams] = useSearchParams();
  const { addToCart, addToWishlist } = useCartActions();
  const navigate = useNavigate();
  const location = useLocation();

  const size = showSizes
    ? (sizes.find((row) => row.size === searchParams.get("size") && row.quantity > 0)?.size ?? null)
    : null;
  const chosenRow = showSizes ? sizes.find((row) => row.size === size) : sizes[0];
  const soldOut = product.quantity <= 0;

  // The record is kept in browser storage (spec §3): read once after hydration, saved on every change.
  useEffect(() => {
    setRecord(withRecordDefaults(readCustomSize(product.id), product.id));
    restored.current = true;
  }, [product.id]);
  useEffect(() => {
    if (restored.current) writeCustomSize(record);
  }, [record]);

  const change = (next: Partial<CustomSizeRecord>) => setRecord((current) => ({ ...current, ...next }));
  const changeMeasurement = (name: string, value: string) => {
    change({ inputValues: { ...record.inputValues, [name]: value } });
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };
  const changeSize = (next: string) => {
    setSizeError(null);
    setSearchParams(
      (params) => {
        params.set("size", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  /** Every check of spec §5, the first problem focused; null when the line may go to the cart. */
  const validLine = (): CustomizationInput | null => {
    const found: Record<string, string> = {};
    for (const name of names) {
      const error = measurementError(name, record.inputValues[name]);
      if (error) found[name] = error;
    }
    setErrors(found);
    const missingSize = showSizes && !size;
    setSizeError(missingSize ? CART_MESSAGES.selectSize : null);
    const missingColour = record.colorChange === "Yes" && !record.selectedColor;
    setColorError(missingColour ? COLOR_REQUIRED_MESSAGE : null);
    if (missingSize) {
      document.querySelector<HTMLInputElement>('input[name="size"]:not(:disabled)')?.focus();
      return null;
    }
    const firstBad = names.find((name) => found[name]);
    if (firstBad) {
      document.getElementById(measurementId(firstBad))?.focus();
      return null;
    }
    if (missingColour) {
      document.getElementById("custom-colour")?.focus();
      return null;
    }
    const instructions = record.specialInstructions.trim();
    return {
      measurements: Object.fromEntries(names.map((name) => [name, Number(record.inputValues[name])])),
      ...(instructions ? { specialInstructions: instructions } : {}),
      ...(record.colorChange === "Yes" ? { colorChange: "Yes", selectedColor: record.selectedColor } : {}),
    };
  };

  const run = async (which: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const onDone = (event: FormEvent) => {
    event.preventDefault();
    const customization = validLine();
    if (!customization) return;
    void run("done", async () => {
      writeCustomSize(record);
      const result = await addToCart(
        {
          variantId: product.variant_id,
          size: chosenRow?.size,
          customization,
          display: {
            productId: product.id,
            name: product.name,
            image: picture,
            category: category.name,
            color: product.color,
            kind: pricedKindOf(category.kind),
            sellingPrice: product.selling_price,
            availableQuantity: chosenRow?.quantity ?? product.quantity,
            weight: product.weight,
          },
        },
        { successMessage: CUSTOM_SIZE_SAVED },
      );
      if (result.ok) navigate("/Cart");
    });
  };

  /** The spec's button did nothing; here it keeps the measurements and saves the piece for later. */
  const onLater = () => {
    void run("wishlist", async () => {
      writeCustomSize(record);
      const result = await addToWishlist({
        variantId: product.variant_id,
        size: size ?? undefined,
        returnTo: location.pathname + location.search,
      });
      if (result.ok) navigate("/Wishlist");
    });
  };

  return (
    // clip, not hidden: a size tooltip at the screen edge must not widen the page, and sticky still works.
    <div className="mx-auto max-w-6xl overflow-x-clip px-4 pt-4 pb-16 sm:px-6">
      <Breadcrumb
        trail={[
          { label: "Home", href: "/" },
          { label: category.name, href: categoryHref(category) },
          { label: product.name, href: back },
          { label: "Custom size" },
        ]}
      />

      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-6">
        <div className="lg:col-start-2 lg:row-start-1">
          <p className="eyebrow">Custom size</p>
          <h1 className="mt-2 text-3xl leading-tight text-ink">Stitched to your measurements</h1>
          <div className="mt-4 flex items-center gap-4 border border-line bg-white p-3">
            {picture ? (
              <img
                src={imageUrl(picture, 160)}
                alt=""
                width={64}
                height={80}
                className="h-20 w-16 shrink-0 object-cover"
              />
            ) : null}
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{product.name}</p>
              <p className="text-sm text-muted">
                {category.name} · {product.color}
              </p>
              <p className="text-sm font-semibold text-maroon">{rupeeLabel(product.selling_price)}</p>
            </div>
          </div>
        </div>

        {/* Phones: the figure sits just above the fields; desktops: beside them, in view while typing. */}
        <div className="mx-auto w-full max-w-56 sm:max-w-sm lg:sticky lg:top-4 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:max-w-none lg:self-start">
          <Mannequin tag={tag} measurement={active} image={active ? imageFor(images, active) : null} />
        </div>

        <div className="lg:col-start-2 lg:row-start-2">
          {names.length === 0 ? (
            <div className="border-l-2 border-gold bg-white px-4 py-3 text-sm">
              <p>{product.name} is made in standard sizes only.</p>
              <Link
                to={back}
                className="mt-2 inline-block font-medium text-maroon underline underline-offset-4"
              >
                Back to the product
              </Link>
            </div>
          ) : (
            <form onSubmit={onDone} noValidate aria-label="Custom size" className="space-y-6">
              {/* Without JavaScript the form reloads this page: keep the piece and colour in the address. */}
              <input type="hidden" name="id" value={product.id} />
              <input type="hidden" name="color" value={product.variant_id} />
              {showSizes ? (
                <div className="[&>fieldset]:mt-0">
                  <SizePicker sizes={sizes} value={size} onChange={changeSize} />
                  <p className="mt-1.5 text-xs text-muted">
                    The nearest standard size: we cut from it and tailor to your measurements.
                  </p>
                  {sizeError ? (
                    <p role="alert" className="mt-2 text-sm font-medium text-red-800">
                      {sizeError}
                    </p>
                  ) : null}
                </div>
              ) : null}

              {data.profiles && names.length > 0 ? (
                <Suspense>
                  <SavedMeasurements
                    names={names}
                    values={record.inputValues}
                    initial={data.profiles}
                    onFill={(filled) => {
                      change({ inputValues: { ...record.inputValues, ...filled } });
                      setErrors({});
                    }}
                  />
                </Suspense>
              ) : names.length > 0 ? (
                <p className="text-sm text-muted">
                  <Link
                    to={loginHref(`${location.pathname}${location.search}`)}
                    className="text-maroon underline"
                  >
                    Sign in
                  </Link>{" "}
                  to fill this form from your saved measurements, or to save these for next time.
                </p>
              ) : null}

              <MeasurementFields
                names={names}
                values={record.inputValues}
                errors={errors}
                onChange={changeMeasurement}
                onFocus={setActive}
              />

              <div>
                <label htmlFor="special-instructions" className="field-label">
                  Special Instructions
                </label>
                <textarea
                  id="special-instructions"
                  name="specialInstructions"
                  rows={3}
                  maxLength={1000}
                  placeholder="Fit, sleeve style, neckline, anything our tailor should know"
                  value={record.specialInstructions}
                  onChange={(event) => change({ specialInstructions: event.target.value })}
                  className="field-input resize-y"
                />
              </div>

              <ColourChange
                colorChange={record.colorChange}
                selectedColor={record.selectedColor}
                error={colorError}
                onChange={(next) => {
                  change(next);
                  if (next.colorChange === "No" || next.selectedColor) setColorError(null);
                }}
              />

              <div className="grid gap-3 border-t border-line pt-6 sm:grid-cols-2">
                <button type="submit" disabled={soldOut || busy !== null} className="btn-primary">
                  <Check aria-hidden className="h-4 w-4" />
                  {soldOut ? "Sold out" : busy === "done" ? "Saving…" : "Done"}
                </button>
                <Link to={back} className="btn-outline">
                  <ArrowLeft aria-hidden className="h-4 w-4" />
                  Back
                </Link>
                <button
                  type="button"
                  onClick={onLater}
                  disabled={busy !== null}
                  className="btn-outline border-line text-ink hover:border-maroon hover:text-white sm:col-span-2"
                >
                  <Heart aria-hidden className="h-4 w-4" />
                  LATER.MOVE TO WISHLIST
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
