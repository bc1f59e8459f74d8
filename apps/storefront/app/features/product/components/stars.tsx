import Star from "lucide-react/icons/star";
import StarHalf from "lucide-react/icons/star-half";

/** Five stars to the nearest half (an average of 4.5 shows four and a half, not five). */
export function Stars({ rating, className = "h-4 w-4" }: { rating: number; className?: string }) {
  const halves = Math.round(rating * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((value) =>
        value === full + 1 && half ? (
          <span key={value} className="relative inline-flex">
            <Star aria-hidden className={`${className} text-line`} />
            <StarHalf aria-hidden className={`${className} absolute inset-0 fill-gold text-gold`} />
          </span>
        ) : (
          <Star
            key={value}
            aria-hidden
            className={`${className} ${value <= full ? "fill-gold text-gold" : "text-line"}`}
          />
        ),
      )}
    </span>
  );
}
