import { SECTIONS, type Section } from "@storefront/lib/section";
import { useHydrated } from "@storefront/lib/use-hydrated";
import { useFetcher } from "react-router";

/** Women/Men/Kids: posts to a tiny action that sets the cookie, so the server renders the matching menu. */
export function SectionToggle({ current, className = "" }: { current: Section; className?: string }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  // Show the new choice at once while the menu reloads.
  const pending = fetcher.formData?.get("section");
  const selected = typeof pending === "string" ? pending : current;
  return (
    <fetcher.Form method="post" action="/preferences/section" className={className}>
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <fieldset className="flex border border-line bg-white text-xs font-semibold tracking-wider uppercase">
        <legend className="sr-only">Shop for</legend>
        {SECTIONS.map((section) => (
          <button
            key={section}
            type="submit"
            name="section"
            value={section}
            aria-pressed={selected === section}
            className={`flex-1 px-3 py-2 transition-colors ${
              selected === section ? "bg-maroon text-white" : "text-ink hover:bg-ivory-deep"
            }`}
          >
            {section}
          </button>
        ))}
      </fieldset>
    </fetcher.Form>
  );
}
