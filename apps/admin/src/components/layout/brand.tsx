import { cn } from "@admin/lib/cn";

export function BrandMark({ className }: { className?: string }) {
  return (
    <div className={cn("flex items-center gap-2.5", className)}>
      <span
        aria-hidden
        className="flex size-9 items-center justify-center rounded-lg bg-brand-700 font-serif text-lg font-semibold text-white"
      >
        R
      </span>
      <span className="leading-tight">
        <span className="block font-serif text-base font-semibold text-stone-900">Rangrez Boutique</span>
        <span className="block text-xs text-stone-600">Back office</span>
      </span>
    </div>
  );
}
