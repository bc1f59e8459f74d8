import type { ReviewRow } from "@boutique/shared/schemas/product-detail";
import { imageUrl } from "@storefront/lib/images";
import { shortDate } from "../money";
import { Stars } from "./stars";

/** The reviews the shop shows, newest first; the spec's line when there are none. */
export function ReviewList({ reviews }: { reviews: ReviewRow[] }) {
  if (reviews.length === 0) {
    return <p className="py-4 text-sm text-muted">Be the first one to review this product.</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {reviews.map((review) => (
        <li key={review.id} className="py-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars rating={review.rating} />
            <h3 className="font-sans text-sm font-semibold text-ink">{review.title}</h3>
          </div>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink">{review.comment}</p>
          {review.image && review.media_type === "image" ? (
            <a href={imageUrl(review.image, 1280)} className="mt-3 inline-block">
              <img
                src={imageUrl(review.image, 320)}
                width={96}
                height={96}
                loading="lazy"
                alt={`Shared by ${review.name} with the review`}
                className="h-24 w-24 border border-line object-cover"
              />
            </a>
          ) : null}
          {review.image && review.media_type === "video" ? (
            // biome-ignore lint/a11y/useMediaCaption: customers' clips have no captions
            <video
              controls
              preload="none"
              className="mt-3 h-40 max-w-full border border-line"
              src={imageUrl(review.image)}
            />
          ) : null}
          <p className="mt-2 text-xs text-muted">
            {[review.name, review.last_name ? `${review.last_name.charAt(0)}.` : ""]
              .filter(Boolean)
              .join(" ")}
            , <time dateTime={review.review_date}>{shortDate(review.review_date)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
