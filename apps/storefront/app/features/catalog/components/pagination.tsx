import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { pageHref } from "../listing-params";

/** Page numbers around the current one, with the first and last always reachable. */
function pageWindow(current: number, total: number): (number | "gap")[] {
  const pages = new Set(
    [1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const [index, page] of sorted.entries()) {
    if (index > 0 && page - sorted[index - 1] > 1) out.push("gap");
    out.push(page);
  }
  return out;
}

export function Pagination({
  pathname,
  search,
  page,
  totalPages,
}: {
  pathname: string;
  search: string;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const item = "inline-flex h-10 min-w-10 items-center justify-center border px-3 text-sm";
  return (
    <nav aria-label="Pages" className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              to={pageHref(pathname, search, page - 1)}
              className={`${item} border-line hover:border-maroon`}
              rel="prev"
            >
              <ChevronLeft size={16} aria-hidden />
              <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={pageHref(pathname, search, entry)}
                aria-current={entry === page ? "page" : undefined}
                aria-label={`Page ${entry}`}
                className={`${item} ${entry === page ? "border-maroon bg-maroon text-white" : "border-line hover:border-maroon"}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              to={pageHref(pathname, search, page + 1)}
              className={`${item} border-line hover:border-maroon`}
              rel="next"
            >
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
              <ChevronRight size={16} aria-hidden />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
