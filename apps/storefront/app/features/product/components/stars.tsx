import { Star } from "lucide-react";

export function Stars({ rating, className = "h-4 w-4" }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={`${className} ${value <= full ? "fill-gold text-gold" : "text-line"}`}
        />
      ))}
    </span>
  );
}
