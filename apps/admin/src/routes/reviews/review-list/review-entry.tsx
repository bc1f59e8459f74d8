import { useConfirm } from "@admin/components/dialogs";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { type ReviewRow, useSetReviewHidden } from "@admin/hooks/api/reviews";
import { cn } from "@admin/lib/cn";
import { formatDate } from "@admin/lib/format";
import { imageSrc } from "@admin/lib/images";
import { Eye, EyeOff, Star } from "lucide-react";
import { useId } from "react";

/** One review: what the customer wrote, who they are, and the hide/show switch. */
export function ReviewEntry({ review, onOpenProduct }: { review: ReviewRow; onOpenProduct?: () => void }) {
  const setHidden = useSetReviewHidden();
  const confirm = useConfirm();
  const toast = useToast();
  const headingId = useId();

  async function toggle() {
    const hide = !review.hidden;
    if (
      hide &&
      !(await confirm({
        title: "Hide this review?",
        description: "It leaves the product page and its rating. You can show it again later.",
        confirmLabel: "Yes",
        cancelLabel: "No",
        tone: "danger",
      }))
    )
      return;
    // The promise, not mutate's own callbacks, which are dropped if the entry leaves a filtered list first.
    void setHidden.mutateAsync({ id: review.id, hidden: hide }).then(
      () => toast({ tone: "success", title: hide ? "Review hidden" : "Review shown in the shop" }),
      (error: Error) => toast({ tone: "error", title: "Could not update", description: error.message }),
    );
  }

  return (
    <li
      aria-labelledby={headingId}
      className={cn("flex flex-wrap gap-4 px-5 py-4", review.hidden && "bg-stone-50")}
    >
      {/* A 16rem basis: on a phone the buttons wrap below the text instead of squeezing it to a word a line. */}
      <div className="min-w-0 flex-[1_1_16rem]">
        <p className="flex flex-wrap items-center gap-2 text-xs text-stone-500">
          <span
            className="inline-flex items-center gap-0.5"
            role="img"
            aria-label={`Rated ${review.rating} out of 5`}
          >
            {[1, 2, 3, 4, 5].map((value) => (
              <Star
                key={value}
                aria-hidden
                className={cn(
                  "size-4",
                  value <= review.rating ? "fill-amber-500 text-amber-500" : "text-stone-300",
                )}
              />
            ))}
          </span>
          {review.hidden ? (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 font-medium text-stone-700">Hidden</span>
          ) : null}
          <time dateTime={review.review_date}>{formatDate(review.review_date)}</time>
        </p>
        <h2
          id={headingId}
          className={cn("mt-2 text-sm font-semibold", review.hidden ? "text-stone-500" : "text-stone-900")}
        >
          {review.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm whitespace-pre-line text-stone-700">{review.comment}</p>
        <p className="mt-2 text-xs text-stone-500">
          {[review.name, review.last_name].filter(Boolean).join(" ")}
          {review.email ? ` · ${review.email}` : ""} · on{" "}
          {onOpenProduct ? (
            <button
              type="button"
              onClick={onOpenProduct}
              className="rounded-sm font-medium text-brand-700 hover:underline focus-ring"
            >
              {review.product_name}
            </button>
          ) : (
            <span className="font-medium text-stone-700">{review.product_name}</span>
          )}
        </p>
      </div>
      {review.image ? (
        review.media_type === "video" ? (
          // biome-ignore lint/a11y/useMediaCaption: customers' clips have no captions
          <video
            controls
            preload="none"
            className="h-24 rounded border border-stone-200"
            src={imageSrc(review.image)}
          />
        ) : (
          <a href={imageSrc(review.image)} target="_blank" rel="noreferrer" className="focus-ring">
            <img
              src={imageSrc(review.image, 160)}
              alt={`Shared with the review “${review.title}”`}
              className="size-24 rounded border border-stone-200 object-cover"
            />
          </a>
        )
      ) : null}
      <div>
        <Button
          variant={review.hidden ? "secondary" : "danger"}
          size="sm"
          pending={setHidden.isPending}
          icon={
            review.hidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />
          }
          onClick={() => void toggle()}
          aria-label={`${review.hidden ? "Show" : "Hide"} review “${review.title}”`}
        >
          {review.hidden ? "Show" : "Hide"}
        </Button>
      </div>
    </li>
  );
}
