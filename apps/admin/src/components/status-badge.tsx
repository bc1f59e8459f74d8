import { cn } from "@admin/lib/cn";

/** Spec §4: paid green, pending yellow, failed red; completed fulfilment is a calm final badge. */
const TONES: Record<string, string> = {
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  pending: "bg-amber-50 text-amber-800 ring-amber-600/25",
  failed: "bg-red-50 text-red-800 ring-red-600/20",
};

export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <span className="text-stone-400">—</span>;
  const tone = TONES[status.toLowerCase()] ?? "bg-stone-100 text-stone-700 ring-stone-500/20";
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1 ring-inset",
        tone,
      )}
    >
      {status}
    </span>
  );
}
