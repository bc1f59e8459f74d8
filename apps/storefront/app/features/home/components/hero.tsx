import { BESTSELLER_HREF } from "@storefront/features/catalog/api";
import type { Section } from "@storefront/lib/section";
import { Link } from "react-router";

const HEADLINES: Record<Section, { title: string; text: string }> = {
  Women: {
    title: "Heirloom craft, made to your measure",
    text: "Suits, lehengas and sarees cut and finished by hand in our Delhi atelier, tailored to your measurements and shipped to your door anywhere in the world.",
  },
  Men: {
    title: "Occasion wear with a tailor's eye",
    text: "Kurtas, sherwanis and turbans in fine fabrics, stitched to measure for weddings, festivals and every day in between.",
  },
  Kids: {
    title: "Little outfits for big celebrations",
    text: "Soft, comfortable festive wear for children, finished with the same care as our bridal pieces.",
  },
};

export function Hero({ section }: { section: Section }) {
  const copy = HEADLINES[section];
  return (
    <section className="relative overflow-hidden border-b border-line">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:py-20 lg:py-24">
        <div>
          <p className="eyebrow">{section} · New season</p>
          <h1 className="mt-4 text-4xl leading-[1.1] text-maroon sm:text-5xl lg:text-6xl">{copy.title}</h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-muted sm:text-lg">{copy.text}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <a href="#shop-by-category" className="btn-primary">
              Shop the collection
            </a>
            <Link to={BESTSELLER_HREF} className="btn-outline">
              Our bestsellers
            </Link>
          </div>
        </div>
        <Motif />
      </div>
    </section>
  );
}

/** A drawn mandala in the brand colours: decoration, so hidden from assistive technology. */
function Motif() {
  const petals = Array.from({ length: 16 }, (_, index) => index * 22.5);
  return (
    <div aria-hidden className="relative mx-auto aspect-square w-full max-w-[15rem] sm:max-w-sm md:max-w-md">
      <div className="absolute inset-0 border border-gold/40" />
      <div className="absolute inset-4 border border-line bg-white/60" />
      <svg viewBox="0 0 200 200" className="absolute inset-8 h-[calc(100%-4rem)] w-[calc(100%-4rem)]">
        <circle cx="100" cy="100" r="92" fill="none" stroke="#b8860b" strokeWidth="0.8" />
        <circle
          cx="100"
          cy="100"
          r="84"
          fill="none"
          stroke="#b8860b"
          strokeWidth="0.4"
          strokeDasharray="2 3"
        />
        {petals.map((angle) => (
          <g key={angle} transform={`rotate(${angle} 100 100)`}>
            <path
              d="M100 22 C112 44 112 62 100 78 C88 62 88 44 100 22 Z"
              fill="#7a1f3d"
              fillOpacity="0.08"
              stroke="#7a1f3d"
              strokeWidth="0.7"
            />
            <circle cx="100" cy="16" r="2" fill="#b8860b" />
          </g>
        ))}
        <circle cx="100" cy="100" r="26" fill="#fbf7f0" stroke="#7a1f3d" strokeWidth="0.8" />
        <circle cx="100" cy="100" r="18" fill="none" stroke="#b8860b" strokeWidth="0.8" />
        <circle cx="100" cy="100" r="5" fill="#7a1f3d" />
      </svg>
    </div>
  );
}
