import { ImageUploadField } from "@admin/components/image-upload-field";
import { LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert } from "@admin/components/ui/field";
import { useRemoveSizeChart, useSaveSizeChart, useSizeChart } from "@admin/hooks/api/size-charts";
import {
  SIZE_CHART_LIMITS,
  SIZE_CHART_SIZES,
  type SizeChart,
  toCentimetres,
} from "@boutique/shared/schemas/size-chart";
import { Plus, Ruler, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";

type Draft = {
  columns: string[];
  /** Per size, the typed values in the columns' order ("" for none). */
  values: Record<string, string[]>;
  notes: string;
};

const STARTER_COLUMNS = ["Bust", "Waist", "Hip"];

function draftOf(chart: SizeChart | null): Draft {
  const columns = chart?.columns ?? STARTER_COLUMNS;
  const values: Record<string, string[]> = {};
  for (const size of SIZE_CHART_SIZES) {
    const row = chart?.rows.find((candidate) => candidate.size === size);
    values[size] = columns.map((_, index) => (row?.values[index] ?? "").toString());
  }
  return { columns, values, notes: chart?.notes ?? "" };
}

const cellClass =
  "h-9 w-20 rounded-md border border-stone-300 bg-white px-2 text-right text-sm tabular-nums focus-ring";

/**
 * A category's size chart (issue 27 §1): its own, or the parent's it shows until it has one. The product
 * page's "Size chart" shows it to shoppers, in inches with centimetres beside them.
 */
export function SizeChartPanel({ categoryId, categoryName }: { categoryId: number; categoryName: string }) {
  const chart = useSizeChart(categoryId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="panel mt-6 space-y-4 p-5">
      <div className="flex items-center gap-2">
        <Ruler aria-hidden className="size-5 text-brand-700" />
        <h2 id={headingId} className="text-base font-semibold text-stone-900">
          Size chart
        </h2>
      </div>
      {chart.isPending ? (
        <LoadingState label="Loading the size chart…" />
      ) : chart.error ? (
        <FormAlert>The size chart could not be loaded: {chart.error.message}</FormAlert>
      ) : (
        <SizeChartEditor
          key={chart.data.own?.updated_at ?? "none"}
          categoryId={categoryId}
          categoryName={categoryName}
          own={chart.data.own}
          inherited={chart.data.inherited}
        />
      )}
    </section>
  );
}

function SizeChartEditor({
  categoryId,
  categoryName,
  own,
  inherited,
}: {
  categoryId: number;
  categoryName: string;
  own: SizeChart | null;
  inherited: SizeChart | null;
}) {
  const toast = useToast();
  const save = useSaveSizeChart(categoryId);
  const remove = useRemoveSizeChart(categoryId);
  const [editing, setEditing] = useState(own !== null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(own ?? inherited));
  const [picture, setPicture] = useState<File | null>(null);
  const [dropPicture, setDropPicture] = useState(false);
  const notesId = useId();

  if (!editing) {
    return (
      <div className="space-y-3 text-sm text-stone-700">
        <p>
          {inherited
            ? `${categoryName} shows the size chart of ${inherited.category_name}. Give it its own when its pieces are cut differently.`
            : "No size chart yet: product pages in this category show no Size chart button."}
        </p>
        <Button
          variant="secondary"
          icon={<Plus aria-hidden className="size-4" />}
          onClick={() => setEditing(true)}
        >
          {inherited ? `Give ${categoryName} its own chart` : "Add a size chart"}
        </Button>
      </div>
    );
  }

  const setColumn = (index: number, name: string) =>
    setDraft((current) => ({
      ...current,
      columns: current.columns.map((old, n) => (n === index ? name : old)),
    }));
  const addColumn = () =>
    setDraft((current) => ({
      ...current,
      columns: [...current.columns, ""],
      values: Object.fromEntries(Object.entries(current.values).map(([size, row]) => [size, [...row, ""]])),
    }));
  const removeColumn = (index: number) =>
    setDraft((current) => ({
      ...current,
      columns: current.columns.filter((_, n) => n !== index),
      values: Object.fromEntries(
        Object.entries(current.values).map(([size, row]) => [size, row.filter((_, n) => n !== index)]),
      ),
    }));
  const setValue = (size: string, index: number, value: string) =>
    setDraft((current) => ({
      ...current,
      values: {
        ...current.values,
        [size]: current.values[size]!.map((old, n) => (n === index ? value : old)),
      },
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const rows = SIZE_CHART_SIZES.map((size) => ({
      size,
      values: draft.values[size]!.map((value) => (value.trim() === "" ? null : Number(value))),
    }));
    save.mutate(
      {
        body: { columns: draft.columns, rows, notes: draft.notes, ...(dropPicture ? { image: null } : {}) },
        picture,
      },
      {
        onSuccess: (answer) => {
          toast({ tone: "success", title: answer.message });
          setPicture(null);
          setDropPicture(false);
        },
        onError: (error) =>
          toast({ tone: "error", title: "Size chart not saved", description: error.message }),
      },
    );
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (answer) => toast({ tone: "success", title: answer.message }),
      onError: (error) =>
        toast({ tone: "error", title: "Size chart not removed", description: error.message }),
    });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Size chart of ${categoryName}`} className="space-y-5">
      <p className="text-sm text-stone-600">
        In inches, to the quarter inch; shoppers can switch to centimetres. A size left empty is not shown.
        {own
          ? null
          : inherited
            ? ` Until saved, ${categoryName} shows ${inherited.category_name}'s chart.`
            : null}
      </p>

      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys (WCAG 2.1.1) */}
      <section aria-label="Size chart values" tabIndex={0} className="overflow-x-auto">
        <table className="min-w-full border-separate border-spacing-y-1 text-sm">
          <caption className="sr-only">Measurements per size, in inches</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 text-left font-medium text-stone-600">
                Size
              </th>
              {draft.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are edited in place; a name may be empty or repeated while typed
                <th key={index} scope="col" className="px-1 text-left align-bottom font-normal">
                  <div className="flex items-center gap-1">
                    <input
                      value={column}
                      onChange={(event) => setColumn(index, event.target.value)}
                      maxLength={SIZE_CHART_LIMITS.columnName}
                      aria-label={`Measurement ${index + 1} name`}
                      placeholder="Measurement"
                      className="h-9 w-28 rounded-md border border-stone-300 bg-white px-2 text-sm font-medium focus-ring"
                    />
                    <button
                      type="button"
                      onClick={() => removeColumn(index)}
                      disabled={draft.columns.length <= 1}
                      className="rounded p-1 text-stone-500 hover:text-red-700 focus-ring disabled:opacity-30"
                      aria-label={`Remove ${column || `measurement ${index + 1}`}`}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SIZE_CHART_SIZES.map((size) => (
              <tr key={size}>
                <th scope="row" className="px-2 text-left font-semibold text-stone-800">
                  {size}
                </th>
                {draft.columns.map((column, index) => {
                  const value = draft.values[size]![index] ?? "";
                  const inches = Number(value);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column's position
                    <td key={index} className="px-1">
                      <div className="flex items-center gap-1.5">
                        <input
                          type="number"
                          inputMode="decimal"
                          step={0.25}
                          min={SIZE_CHART_LIMITS.minInches}
                          max={SIZE_CHART_LIMITS.maxInches}
                          value={value}
                          onChange={(event) => setValue(size, index, event.target.value)}
                          aria-label={`${size} ${column || `measurement ${index + 1}`}, inches`}
                          className={cellClass}
                        />
                        <span
                          className="w-16 text-xs whitespace-nowrap text-stone-500 tabular-nums"
                          aria-hidden
                        >
                          {value.trim() !== "" && Number.isFinite(inches)
                            ? `${toCentimetres(inches)} cm`
                            : ""}
                        </span>
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus aria-hidden className="size-4" />}
        onClick={addColumn}
        disabled={draft.columns.length >= SIZE_CHART_LIMITS.columns}
      >
        Add measurement
      </Button>

      <div className="space-y-1.5">
        <label htmlFor={notesId} className="block text-sm font-medium text-stone-800">
          How to measure
        </label>
        <textarea
          id={notesId}
          value={draft.notes}
          maxLength={SIZE_CHART_LIMITS.notes}
          rows={3}
          onChange={(event) => setDraft((current) => ({ ...current, notes: event.target.value }))}
          className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus-ring"
        />
      </div>

      <div className="max-w-md space-y-2">
        <ImageUploadField
          label="How-to-measure picture"
          file={picture}
          current={dropPicture ? null : (own?.image ?? null)}
          currentAlt="Current how-to-measure picture"
          frameClassName="w-24 rounded-md"
          aspect="3 / 4"
          onChange={(event) => setPicture(event.target.files?.[0] ?? null)}
          hint={<>Optional; JPEG, PNG or WebP. {picture ? "Uploaded when you save." : ""}</>}
        />
        {own?.image ? (
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={dropPicture}
              onChange={(event) => setDropPicture(event.target.checked)}
            />
            Remove the picture
          </label>
        ) : null}
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={save.isPending}>
          Save size chart
        </Button>
        {own ? (
          <Button variant="secondary" pending={remove.isPending} onClick={onRemove}>
            {inherited ? `Use ${inherited.category_name}'s chart instead` : "Remove size chart"}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
