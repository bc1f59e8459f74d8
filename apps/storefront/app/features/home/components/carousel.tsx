import { useHydrated } from "@storefront/lib/use-hydrated";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";

type CarouselProps<T> = {
  label: string;
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Width of one slide: "cards" shows 2 below 600 px, 3 to 1023 px, then 4 (spec §9); "wide" one at a time. */
  layout?: "cards" | "videos" | "wide";
  /** Where the prev/next buttons sit. */
  controls?: "header" | "overlay";
  heading?: ReactNode;
  /**
   * For a strip whose first slide is the page's largest picture: the other slides wait until that picture
   * has painted (app.css `after-first-pictures`); their lazy pictures are within the browser's lazy-loading
   * distance and would otherwise share a phone's bandwidth with it.
   */
  restAfterFirstPictures?: boolean;
};

const SLIDE_WIDTH = {
  cards:
    "basis-[calc((100%-1rem)/2)] min-[600px]:basis-[calc((100%-2*1.25rem)/3)] lg:basis-[calc((100%-3*1.5rem)/4)]",
  // Spec §9: video previews show 5 slides on desktop.
  videos:
    "basis-[calc((100%-1rem)/2)] min-[600px]:basis-[calc((100%-2*1.25rem)/3)] lg:basis-[calc((100%-4*1.5rem)/5)]",
  wide: "basis-full",
} as const;

/**
 * A scroll-snap strip: swipes and scrolls without JavaScript; once hydrated, prev/next buttons
 * move it a page at a time and disable themselves at either end.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  layout = "cards",
  controls = "header",
  heading,
  restAfterFirstPictures = false,
}: CarouselProps<T>) {
  const hydrated = useHydrated();
  const track = useRef<HTMLUListElement>(null);
  const id = useId();
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEdges({
      start: element.scrollLeft <= 4,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 4,
    });
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      element.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [measure]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: direction * element.clientWidth, behavior: reduce ? "auto" : "smooth" });
  };

  const gap = layout === "wide" ? "gap-0" : "gap-4 min-[600px]:gap-5 lg:gap-6";
  const buttons =
    hydrated && !(edges.start && edges.end) ? (
      <div className={controls === "overlay" ? "contents" : "flex shrink-0 gap-2"}>
        <ArrowButton
          side="prev"
          controls={id}
          disabled={edges.start}
          overlay={controls === "overlay"}
          onClick={() => move(-1)}
        />
        <ArrowButton
          side="next"
          controls={id}
          disabled={edges.end}
          overlay={controls === "overlay"}
          onClick={() => move(1)}
        />
      </div>
    ) : null;

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      {heading || controls === "header" ? (
        <div className="mb-8 flex items-end justify-between gap-4">
          <div className="min-w-0 flex-1">{heading}</div>
          {controls === "header" ? buttons : null}
        </div>
      ) : null}
      <ul
        id={id}
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a strip of text-only slides must be reachable by keyboard to scroll it
        tabIndex={0}
        className={`relative flex snap-x snap-mandatory focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-maroon overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${gap}`}
      >
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            className={`min-w-0 shrink-0 snap-start ${SLIDE_WIDTH[layout]}${restAfterFirstPictures && index > 0 ? " after-first-pictures" : ""}`}
          >
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {controls === "overlay" ? buttons : null}
    </section>
  );
}

function ArrowButton({
  side,
  controls,
  disabled,
  overlay,
  onClick,
}: {
  side: "prev" | "next";
  controls: string;
  disabled: boolean;
  overlay: boolean;
  onClick: () => void;
}) {
  const Icon = side === "prev" ? ChevronLeft : ChevronRight;
  const position = overlay
    ? `absolute top-1/2 -translate-y-1/2 ${side === "prev" ? "left-3 sm:left-5" : "right-3 sm:right-5"} bg-white/85 backdrop-blur-sm shadow-md`
    : "bg-white";
  return (
    <button
      type="button"
      aria-controls={controls}
      aria-label={side === "prev" ? "Previous slides" : "Next slides"}
      disabled={disabled}
      onClick={onClick}
      className={`flex h-10 w-10 items-center justify-center border border-line text-maroon transition hover:border-maroon hover:bg-maroon hover:text-white disabled:pointer-events-none disabled:opacity-35 ${position}`}
    >
      <Icon size={20} aria-hidden />
    </button>
  );
}
