import type { Category } from "@storefront/features/catalog/api";
import type { Section } from "@storefront/lib/section";
import { CategoryStrip } from "../components/category-strip";
import { Hero } from "../components/hero";
import { Promises } from "../components/promises";
import { WelcomeBand } from "../components/welcome-band";

type HomeProps = { section: Section; categories: Category[]; signedIn: boolean };

/** The home shell; banners, trending products and the rest of spec §1 slot in between these parts. */
export function HomeTemplate({ section, categories, signedIn }: HomeProps) {
  return (
    <>
      <Hero section={section} />
      <Promises />
      <CategoryStrip categories={categories} />
      <WelcomeBand signedIn={signedIn} />
    </>
  );
}
