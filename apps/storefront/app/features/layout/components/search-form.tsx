import { deferredSection } from "@storefront/lib/deferred-section";
import Search from "lucide-react/icons/search";
import { Form } from "react-router";

// The suggestions' code loads when the shopper points at or focuses the box (decision 017).
const SearchCombobox = deferredSection(
  () =>
    import("@storefront/features/catalog/components/search-combobox").then((module) => module.SearchCombobox),
  { hydrate: "interaction" },
);

/**
 * A plain GET form: /search?query=… redirects to the spec's /search/{query}, with or without JavaScript;
 * with JavaScript the input also suggests products as the shopper types.
 */
export function SearchForm({ id, className = "" }: { id: string; className?: string }) {
  return (
    <Form method="get" action="/search" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search the boutique
      </label>
      <SearchCombobox id={id} />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-maroon hover:text-maroon-dark"
        aria-label="Search"
      >
        <Search size={18} aria-hidden />
      </button>
    </Form>
  );
}
