/** Header strip from /api/marque[0]; it scrolls only for people who have not asked for reduced motion. */
export function Marquee({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="overflow-hidden bg-maroon text-gold-soft">
      <p className="sr-only">{text}</p>
      <div
        aria-hidden
        className="flex w-max animate-marquee py-2 text-xs tracking-[0.15em] uppercase motion-reduce:hidden"
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
    </div>
  );
}
