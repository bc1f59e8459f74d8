/**
 * Header strip from /api/marque[0]; it scrolls only for people who have not asked for reduced motion, and
 * stops while hovered or focused and for as long as its pause switch is on (WCAG 2.2.2). The switch is a
 * checkbox styled as a button so it works without any script: the strip is never hydrated.
 */
export function Marquee({ text }: { text: string | null }) {
  if (!text) return null;
  const paused =
    "group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] group-has-[input:checked]:[animation-play-state:paused]";
  return (
    <div className="group relative overflow-hidden bg-maroon text-gold-soft">
      <p className="sr-only">{text}</p>
      <div
        aria-hidden
        className={`flex w-max animate-marquee py-2 pr-10 text-xs tracking-[0.15em] uppercase motion-reduce:hidden ${paused}`}
      >
        {[0, 1, 2, 3].map((copy) => (
          <span key={copy} className="px-10 whitespace-nowrap">
            {text}
          </span>
        ))}
      </div>
      <p
        aria-hidden
        className="hidden px-4 py-2 text-center text-xs tracking-[0.15em] uppercase motion-reduce:block"
      >
        {text}
      </p>
      <label className="absolute inset-y-0 right-0 flex cursor-pointer items-center bg-maroon px-2.5 motion-reduce:hidden has-[input:focus-visible]:outline-2 has-[input:focus-visible]:-outline-offset-2 has-[input:focus-visible]:outline-gold-soft">
        <input type="checkbox" className="sr-only" data-marquee-pause />
        <span className="sr-only">Pause the scrolling announcement</span>
        {/* Pause bars while it scrolls, a play triangle once paused. */}
        <svg aria-hidden viewBox="0 0 12 12" className="size-3 fill-current group-has-[input:checked]:hidden">
          <rect x="2" y="1.5" width="3" height="9" rx="0.5" />
          <rect x="7" y="1.5" width="3" height="9" rx="0.5" />
        </svg>
        <svg
          aria-hidden
          viewBox="0 0 12 12"
          className="hidden size-3 fill-current group-has-[input:checked]:block"
        >
          <path d="M3 1.5v9l7.5-4.5z" />
        </svg>
      </label>
    </div>
  );
}
