import { Button } from "@admin/components/ui/button";
import { CUSTOMIZATION_VALUE_MAX, CUSTOMIZATION_VALUES_MAX } from "@boutique/shared/schemas/category";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";

type Props = {
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
};

/** The measurements the Custom size page asks for (Bust, Waist…), added one at a time. */
export function CustomizationValues({ values, onChange, error }: Props) {
  const id = useId();
  const [draft, setDraft] = useState("");
  // ' ,, ' joins the values on the wire, so a value may not hold two commas in a row.
  const cleaned = draft.replace(/,{2,}/g, ",").trim();
  const duplicate = values.some((value) => value.toLowerCase() === cleaned.toLowerCase());
  const full = values.length >= CUSTOMIZATION_VALUES_MAX;

  const add = () => {
    if (!cleaned || duplicate || full) return;
    onChange([...values, cleaned]);
    setDraft("");
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Customization values
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={CUSTOMIZATION_VALUE_MAX}
          placeholder="e.g. Bust"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          className={`block h-10 w-full rounded-md border bg-white px-3 text-sm text-stone-900 shadow-sm placeholder:text-stone-400 focus-ring ${error ? "border-red-600" : "border-stone-300"}`}
        />
        <Button
          variant="secondary"
          onClick={add}
          disabled={!cleaned || duplicate || full}
          icon={<Plus aria-hidden className="size-4" />}
        >
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {duplicate
          ? `${cleaned} is already listed.`
          : "Press Enter or Add after each measurement; they show in this order on the Custom size page."}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {values.length > 0 ? (
        <ul aria-label="Chosen customization values" className="flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((item) => item !== value))}
                className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 focus-ring"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
