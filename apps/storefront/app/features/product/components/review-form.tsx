import {
  RATINGS,
  REVIEW_FILE_FIELD,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewValues,
  reviewProblem,
} from "@boutique/shared/schemas/review-rules";
import { ApiError, browserApi } from "@storefront/lib/api-client";
import { loginHref } from "@storefront/lib/safe-redirect";
import { useToast } from "@storefront/lib/toast";
import type { loader as rootLoader } from "@storefront/root";
import Star from "lucide-react/icons/star";
import { type FormEvent, useState } from "react";
import { Link, useActionData, useLocation, useRevalidator, useRouteLoaderData } from "react-router";
import type { ProductFormResult } from "../review-actions.server";
import { type ReviewStatus, submitReview } from "../review-api";

const EMPTY: ReviewValues = { ratting: "", title: "", message: "" };
/** The API's limits (decision 004), checked here too so a shopper is told before a long upload. */
const MAX_IMAGE_MB = 10;
const MAX_VIDEO_MB = 50;

type Props = { productId: number; status: ReviewStatus | null; onSubmitted: () => void };

/**
 * The Write a Review tab (spec §5): rating, title and message required ('Please fill all values.'),
 * a photo or video optional, name and email shown read-only. With JavaScript the form goes straight
 * to the API (large files stream there); without, it posts to the page's action.
 */
export function ReviewForm({ productId, status, onSubmitted }: Props) {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  const location = useLocation();
  if (!user) {
    const params = new URLSearchParams(location.search);
    params.set("tab", "review");
    const back = `${location.pathname}?${params}`;
    return (
      <p className="text-sm text-ink">
        {REVIEW_MESSAGES.signIn}{" "}
        <Link to={loginHref(back)} className="font-semibold text-maroon underline underline-offset-4">
          Sign in
        </Link>
      </p>
    );
  }
  if (status && !status.may_review) return <p className="text-sm text-ink">{status.reason}</p>;
  return (
    <SignedInReviewForm
      productId={productId}
      name={[user.firstName, user.lastName].filter(Boolean).join(" ")}
      email={user.email}
      onSubmitted={onSubmitted}
    />
  );
}

function SignedInReviewForm({
  productId,
  name,
  email,
  onSubmitted,
}: {
  productId: number;
  name: string;
  email: string;
  onSubmitted: () => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const actionData = useActionData() as ProductFormResult | undefined;
  const failed = actionData?.form === "review" && !actionData.ok ? actionData : undefined;
  const [values, setValues] = useState<ReviewValues>(failed?.values ?? EMPTY);
  const [error, setError] = useState<string | undefined>(failed?.message);
  const [sending, setSending] = useState(false);

  const change = (field: keyof ReviewValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setError(undefined);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const problem = reviewProblem(values) ?? fileProblem(body.get(REVIEW_FILE_FIELD));
    if (problem) {
      setError(problem);
      return;
    }
    const file = body.get(REVIEW_FILE_FIELD);
    if (file instanceof File && file.size === 0) body.delete(REVIEW_FILE_FIELD);
    setSending(true);
    try {
      const answer = await submitReview(browserApi, body);
      toast.show(answer.message);
      onSubmitted();
      await revalidator.revalidate();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.status === 401
            ? REVIEW_MESSAGES.signIn
            : failure.message
          : "The review could not be sent. Please try again.",
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="product_id" value={productId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="review-name" className="field-label">
            Name
          </label>
          <input id="review-name" className="field-input" value={name} readOnly />
        </div>
        <div>
          <label htmlFor="review-email" className="field-label">
            Email ID
          </label>
          <input id="review-email" type="email" className="field-input" value={email} readOnly />
        </div>
      </div>
      <fieldset>
        <legend className="field-label">Rating</legend>
        <div className="flex flex-wrap gap-2">
          {RATINGS.map((rating) => (
            <label key={rating} className="cursor-pointer">
              <input
                type="radio"
                name="ratting"
                value={rating}
                checked={values.ratting === String(rating)}
                onChange={change("ratting")}
                className="peer sr-only"
              />
              <span className="inline-flex items-center gap-1 border border-line bg-white px-3 py-2 text-sm text-ink peer-checked:border-maroon peer-checked:bg-maroon peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-maroon">
                {rating}
                <Star aria-hidden className="h-4 w-4 fill-current" />
                <span className="sr-only">{rating === 1 ? "star" : "stars"}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="review-title" className="field-label">
          Title
        </label>
        <input
          id="review-title"
          name="title"
          className="field-input"
          maxLength={REVIEW_LIMITS.title}
          value={values.title}
          onChange={change("title")}
        />
      </div>
      <div>
        <label htmlFor="review-message" className="field-label">
          Your review
        </label>
        <textarea
          id="review-message"
          name="message"
          rows={4}
          className="field-input resize-y"
          maxLength={REVIEW_LIMITS.message}
          value={values.message}
          onChange={change("message")}
        />
      </div>
      <div>
        <label htmlFor="review-image" className="field-label">
          Photo or video (optional)
        </label>
        <input
          id="review-image"
          name={REVIEW_FILE_FIELD}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4,video/webm"
          aria-describedby="review-image-hint"
          className="block w-full text-sm text-muted file:mr-3 file:border file:border-maroon file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-maroon"
        />
        <p id="review-image-hint" className="mt-1 text-xs text-muted">
          A photo up to {MAX_IMAGE_MB} MB or an MP4/WebM video up to {MAX_VIDEO_MB} MB.
        </p>
      </div>
      <div aria-live="polite" className="min-h-6">
        {error ? <p className="field-error mt-0">{error}</p> : null}
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? "Sending…" : "Submit review"}
      </button>
    </form>
  );
}

function fileProblem(file: FormDataEntryValue | null): string | null {
  if (!(file instanceof File) || file.size === 0) return null;
  const limit = file.type.startsWith("video/") ? MAX_VIDEO_MB : MAX_IMAGE_MB;
  return file.size > limit * 1024 * 1024 ? "The file is too large." : null;
}
