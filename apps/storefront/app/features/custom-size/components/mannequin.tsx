import { imageUrl } from "@storefront/lib/images";
import type { MannequinTag } from "../api";

/** The plain figures, drawn here so the page has one before any measurement picture loads. */
const BODIES: Record<MannequinTag, string> = {
  Women:
    "M300 40 Q345 40 345 95 Q345 140 318 150 L322 175 Q400 180 408 205 L470 430 L450 436 L395 260 L382 360 Q410 420 408 470 L380 860 L330 860 L305 520 L295 520 L270 860 L220 860 L192 470 Q190 420 218 360 L205 260 L150 436 L130 430 L192 205 Q200 180 278 175 L282 150 Q255 140 255 95 Q255 40 300 40 Z",
  Men: "M300 40 Q348 40 348 95 Q348 140 320 150 L324 175 Q410 180 418 205 L482 440 L460 446 L405 265 L392 380 L395 470 L385 860 L330 860 L305 520 L295 520 L270 860 L215 860 L205 470 L208 380 L195 265 L140 446 L118 440 L182 205 Q190 180 276 175 L280 150 Q252 140 252 95 Q252 40 300 40 Z",
};

/**
 * Spec §2: the mannequin, switching to the picture of the measurement being typed. A measurement
 * staff have no picture for keeps the plain figure and says so.
 */
export function Mannequin({
  tag,
  measurement,
  image,
}: {
  tag: MannequinTag;
  measurement: string | null;
  image: string | null;
}) {
  const caption = measurement
    ? image
      ? `Where to measure: ${measurement}`
      : `${measurement}: measure snugly over the clothes you would wear beneath.`
    : "Tap a measurement to see where to take it.";
  return (
    <figure className="border border-line bg-white p-3">
      <div className="relative mx-auto aspect-[2/3] w-full max-w-sm bg-[#fbf6ee]">
        {measurement && image ? (
          <img
            key={image}
            src={imageUrl(image, 640)}
            srcSet={`${imageUrl(image, 480)} 480w, ${imageUrl(image, 768)} 768w`}
            sizes="(min-width: 1024px) 24rem, 90vw"
            alt={`How to measure ${measurement} on the ${tag === "Women" ? "women's" : "men's"} figure`}
            width={600}
            height={900}
            className="absolute inset-0 h-full w-full object-contain"
          />
        ) : (
          <svg
            viewBox="0 0 600 900"
            role="img"
            aria-label={`${tag === "Women" ? "Women's" : "Men's"} mannequin`}
            className="absolute inset-0 h-full w-full"
          >
            <rect width="600" height="900" fill="#fbf6ee" />
            <path d={BODIES[tag]} fill="#eadcc6" stroke="#a8927a" strokeWidth="3" />
          </svg>
        )}
      </div>
      <figcaption aria-live="polite" className="mt-3 text-center text-sm text-muted">
        {caption}
      </figcaption>
    </figure>
  );
}
