import type { ReviewRow } from "@boutique/shared/schemas/product-detail";
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { useActionData, useLocation } from "react-router";
import type { ProductFormResult } from "../review-actions.server";
import type { ReviewStatus } from "../review-api";
import { QuestionForm } from "./question-form";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";
import { Stars } from "./stars";

const TABS = [
  { id: "reviews", label: "Reviews" },
  { id: "question", label: "Ask a Question" },
  { id: "review", label: "Write a Review" },
] as const;
type TabId = (typeof TABS)[number]["id"];

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

type Props = {
  productId: number;
  reviews: ReviewRow[];
  rating: number;
  count: number;
  reviewStatus: ReviewStatus | null;
};

/**
 * Spec §2: the review list, then the tabs Ask a Question and Write a Review. Each tab is a link
 * (`?tab=`), so without JavaScript the server opens the one asked for; with it, tabs switch in place.
 */
export function ReviewTabs({ productId, reviews, rating, count, reviewStatus }: Props) {
  const location = useLocation();
  const actionData = useActionData() as ProductFormResult | undefined;
  const fromUrl = new URLSearchParams(location.search).get("tab");
  // After a no-JS post the page opens where the answer is: a new review shows in the list.
  const fromAction: TabId | undefined =
    actionData?.form === "review" ? (actionData.ok ? "reviews" : "review") : actionData?.form;
  const [selected, setSelected] = useState<TabId>(fromAction ?? (isTab(fromUrl) ? fromUrl : "reviews"));
  const tabRefs = useRef<Record<TabId, HTMLAnchorElement | null>>({
    reviews: null,
    question: null,
    review: null,
  });

  // A tab link followed before this code loaded (or Back to one) changes ?tab=: show that tab.
  useEffect(() => {
    if (isTab(fromUrl)) setSelected(fromUrl);
  }, [fromUrl]);

  const hrefFor = (tab: TabId) => {
    const params = new URLSearchParams(location.search);
    if (tab === "reviews") params.delete("tab");
    else params.set("tab", tab);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}#reviews`;
  };

  const choose = (event: MouseEvent, tab: TabId) => {
    event.preventDefault();
    setSelected(tab);
  };

  /** WAI-ARIA tabs: arrows, Home and End move between tabs. */
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // Focus moves at once, not from an effect after the render: an effect would also run for the render
    // that swapped this code in, if the key came before that render's effects had run.
    const tab = TABS[next]!.id;
    tabRefs.current[tab]?.focus();
    setSelected(tab);
  };

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="min-w-0 scroll-mt-24">
      <h2 id="reviews-title" className="text-2xl text-maroon">
        Reviews
      </h2>
      {count > 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted">
          <Stars rating={rating} /> {rating} out of 5, {count} {count === 1 ? "review" : "reviews"}
        </p>
      ) : null}
      <div
        role="tablist"
        aria-label="Reviews and questions"
        className="mt-4 flex overflow-x-auto border-b border-line"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => {
          const active = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(node) => {
                tabRefs.current[tab.id] = node;
              }}
              id={`tab-${tab.id}`}
              role="tab"
              href={hrefFor(tab.id)}
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={(event) => choose(event, tab.id)}
              className={`-mb-px flex-1 border-b-2 px-2 py-3 text-center text-[13px] leading-tight font-semibold transition-colors sm:flex-none sm:px-4 sm:text-sm ${
                active ? "border-maroon text-maroon" : "border-transparent text-muted hover:text-ink"
              }`}
            >
              {tab.label}
              {tab.id === "reviews" && count > 0 ? ` (${count})` : ""}
            </a>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== selected}
          className="pt-4"
        >
          {tab.id === "reviews" ? (
            <>
              {actionData?.form === "review" && actionData.ok ? (
                <p
                  role="status"
                  className="mb-2 border border-emerald-800/30 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
                >
                  {actionData.message}
                </p>
              ) : null}
              <ReviewList reviews={reviews} />
            </>
          ) : tab.id === "question" ? (
            <QuestionForm />
          ) : (
            <ReviewForm
              productId={productId}
              status={reviewStatus}
              onSubmitted={() => setSelected("reviews")}
            />
          )}
        </div>
      ))}
    </section>
  );
}
