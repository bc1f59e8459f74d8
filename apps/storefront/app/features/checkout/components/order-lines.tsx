import { customizationSummary } from "@storefront/features/cart/format";
import { imageUrl } from "@storefront/lib/images";
import { rupees } from "../format";

/** What a checkout quote line and an order line have in common. */
export type LineView = {
  key: number;
  name: string;
  image: string | null;
  category: string;
  color: string;
  size: string;
  quantity: number;
  selling_price: number;
  line_total: number;
  customization: Record<string, unknown>;
};

/**
 * The pieces of an order: picture, name, colour, size, quantity, the customisation chosen (as the cart
 * words it), unit and line price, all as the server priced them.
 */
export function OrderLines({ lines, compact = false }: { lines: LineView[]; compact?: boolean }) {
  return (
    <ul className="divide-y divide-line" aria-label="Items">
      {lines.map((line) => {
        const summary = customizationSummary(line.customization);
        return (
          <li key={line.key} className="flex gap-4 py-4" data-testid="order-line">
            {line.image ? (
              <img
                src={imageUrl(line.image, 160)}
                alt=""
                width={64}
                height={85}
                className={`${compact ? "h-[85px] w-16" : "h-[106px] w-20"} shrink-0 bg-ivory-deep object-cover`}
              />
            ) : (
              <span
                className={`${compact ? "h-[85px] w-16" : "h-[106px] w-20"} block shrink-0 bg-ivory-deep`}
              />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-ink">{line.name}</p>
                <p className="font-semibold whitespace-nowrap text-ink" data-testid="line-total">
                  {rupees(line.line_total)}
                </p>
              </div>
              <p className="mt-1 text-muted">
                {line.color}
                {line.size ? <> · Size {line.size}</> : null} · Qty {line.quantity}
              </p>
              <p className="mt-0.5 text-muted">{rupees(line.selling_price)} each</p>
              {summary.length > 0 ? (
                <p className="mt-1 text-xs text-muted" data-testid="customization">
                  {summary.join("; ")}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
