import type { MediaItem } from "@boutique/shared/schemas/product-detail";
import { imageUrl } from "@storefront/lib/images";

/** The API snaps ?w= to its own steps and never enlarges a master. */
const WIDTHS = [480, 640, 960, 1280];

function srcSet(file: string): string {
  return WIDTHS.map((width) => `${imageUrl(file, width)} ${width}w`).join(", ");
}

/**
 * The selected colour's pictures and videos: a swipeable strip on phones, a two-column grid on
 * desktop. Works without JavaScript; only the first picture loads eagerly (it is the LCP element).
 */
export function Gallery({ items, alt }: { items: MediaItem[]; alt: string }) {
  if (items.length === 0) {
    return (
      <div className="flex aspect-[3/4] items-center justify-center border border-line bg-ivory-deep text-muted">
        Photos coming soon
      </div>
    );
  }
  return (
    <div>
      {/* Focusable so keyboard users can scroll the strip on phones (axe: scrollable-region-focusable). */}
      <ul
        aria-label="Product photos"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
        tabIndex={0}
        className="-mx-4 relative flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-2 lg:gap-3 lg:overflow-visible"
      >
        {items.map((item, index) => (
          <li key={`${item.id}-${item.image}`} className="w-[86%] shrink-0 snap-center sm:w-[60%] lg:w-auto">
            <div className="aspect-[3/4] overflow-hidden border border-line bg-ivory-deep">
              {item.type === "video" ? (
                // biome-ignore lint/a11y/useMediaCaption: product clips are silent turns of the garment; the page text describes it
                <video
                  controls
                  preload="none"
                  playsInline
                  className="h-full w-full object-cover"
                  aria-label={`${alt}: video ${index + 1}`}
                >
                  <source src={imageUrl(item.image)} type="video/mp4" />
                </video>
              ) : (
                <img
                  src={imageUrl(item.image, 960)}
                  srcSet={srcSet(item.image)}
                  sizes="(min-width: 1280px) 360px, (min-width: 1024px) 29vw, (min-width: 640px) 60vw, 86vw"
                  width={900}
                  height={1200}
                  alt={index === 0 ? alt : `${alt}, view ${index + 1}`}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  decoding={index === 0 ? "sync" : "async"}
                  className="h-full w-full object-cover"
                />
              )}
            </div>
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <p className="mt-2 text-center text-xs text-muted lg:hidden">
          {items.length} views: swipe to see more
        </p>
      ) : null}
    </div>
  );
}
