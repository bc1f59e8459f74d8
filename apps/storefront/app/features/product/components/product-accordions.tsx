import type { ProductDetail } from "@boutique/shared/schemas/product-detail";
import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";
import { RETURN_WINDOW_DAYS } from "../policy";

function Section({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group border-b border-line">
      <summary className="flex cursor-pointer items-center justify-between py-4 text-sm font-semibold tracking-wide text-ink uppercase">
        {title}
        <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-5 text-sm leading-relaxed text-ink">{children}</div>
    </details>
  );
}

/** Descriptions are sanitised HTML (allow-list on write), so they render as the staff wrote them. */
const HTML_CLASSES = "space-y-2 [&_h4]:font-semibold [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1";

export function ProductAccordions({ product }: { product: ProductDetail }) {
  return (
    <div className="mt-8 border-t border-line">
      <Section title="Product Details" open>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html when staff save it */}
        <div className={HTML_CLASSES} dangerouslySetInnerHTML={{ __html: product.description }} />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted">
          {product.style_no ? (
            <>
              <dt>Style no.</dt>
              <dd>{product.style_no}</dd>
            </>
          ) : null}
          <dt>Colour</dt>
          <dd>{product.color}</dd>
          {product.weight > 0 ? (
            <>
              <dt>Shipping weight</dt>
              <dd>{product.weight} g</dd>
            </>
          ) : null}
        </dl>
      </Section>
      <Section title="Style & Fit Tips">
        {product.rich_description ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html when staff save it
          <div className={HTML_CLASSES} dangerouslySetInnerHTML={{ __html: product.rich_description }} />
        ) : (
          <p>Ask us on chat: our stylists will suggest how to wear and fit this piece.</p>
        )}
      </Section>
      <Section title="Shipping & returns">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            We ship worldwide. Pieces are made for you in 15-20 days, then delivered in 2-4 days in India or
            4-6 days abroad.
          </li>
          <li>
            Exchange and returns within {RETURN_WINDOW_DAYS} days of delivery; items must be original, unused
            and with their tags.
          </li>
          <li>Custom-sized and recoloured pieces are made to order and are returnable only for faults.</li>
        </ul>
      </Section>
    </div>
  );
}
