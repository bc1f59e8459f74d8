import { imageUrl } from "@storefront/lib/images";
import type { Review } from "../api";
import { shortDate } from "../money";
import { Stars } from "./stars";

export function ReviewList({ reviews, rating, count }: { reviews: Review[]; rating: number; count: number }) {
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24">
      <h2 id="reviews-title" className="text-2xl text-maroon">
        Reviews
      </h2>
      {count > 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted">
          <Stars rating={rating} /> {rating} out of 5, {count} {count === 1 ? "review" : "reviews"}
        </p>
      ) : null}
      {reviews.length === 0 ? (
        <p className="mt-4 text-sm text-muted">Be the first one to review this product.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {reviews.map((review) => (
            <li key={review.id} className="py-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={review.rating} />
                <h3 className="font-sans text-sm font-semibold text-ink">{review.title}</h3>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-ink">{review.comment}</p>
              {review.image && review.media_type === "image" ? (
                <img
                  src={imageUrl(review.image, 160)}
                  width={96}
                  height={96}
                  loading="lazy"
                  alt={`Shared by ${review.name} with the review`}
                  className="mt-3 h-24 w-24 border border-line object-cover"
                />
              ) : null}
              {review.image && review.media_type === "video" ? (
                // biome-ignore lint/a11y/useMediaCaption: customers' clips have no captions
                <video
                  controls
                  preload="none"
                  className="mt-3 h-40 border border-line"
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
      )}
    </section>
  );
}
