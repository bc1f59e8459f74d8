import { useShop } from "@storefront/features/layout/shop-details";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header";
import { Prose } from "../components/prose";
import { ABOUT_FACTS, ABOUT_STORY, ABOUT_VALUES } from "../content/about";

export function AboutTemplate() {
  const shop = useShop();
  return (
    <article>
      <PageHeader eyebrow="Our story" title="Colour, cloth and a tailor who knows your name">
        <p>
          Indian ethnic wear, cut and finished to measure in New Delhi and shipped to you wherever you are.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_20rem] lg:gap-20">
        <Prose>
          {ABOUT_STORY.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </Prose>
        <dl className="grid grid-cols-3 gap-4 self-start border-y border-gold-soft py-6 lg:grid-cols-1 lg:gap-6 lg:border-y-0 lg:border-l lg:py-0 lg:pl-8">
          {ABOUT_FACTS.map((fact) => (
            <div key={fact.label} className="flex flex-col">
              <dt className="order-2 mt-1 text-sm text-muted">{fact.label}</dt>
              <dd className="order-1 font-display text-2xl text-maroon sm:text-3xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section aria-labelledby="about-values" className="border-y border-line bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="about-values" className="text-3xl text-maroon">
            What you can count on
          </h2>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT_VALUES.map((value) => (
              <li key={value.title} className="border-t-2 border-gold pt-4">
                <h3 className="text-xl text-ink">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <h2 className="text-3xl text-maroon">Visit or write to us</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Our studio at {shop.address} is open {shop.hours}. Call ahead to book a fitting or a styling
          appointment.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/contact" className="btn-primary">
            Contact us
          </Link>
          <Link to="/FAQ" className="btn-outline">
            Read the FAQ
          </Link>
        </div>
      </section>
    </article>
  );
}
