import type { AdminCategory } from "@admin/hooks/api/categories";
import { cn } from "@admin/lib/cn";
import { ChevronRight, FolderTree } from "lucide-react";
import { useId } from "react";

/** The storefront menu shows a top level and two nested levels; the server refuses anything deeper. */
const MAX_DEPTH = 2;

type Node = { category: AdminCategory; depth: number; children: Node[] };

/** The categories of one tag as a forest, in the server's order. */
export function buildForest(categories: readonly AdminCategory[]): Node[] {
  const byParent = new Map<number | null, AdminCategory[]>();
  for (const category of categories) {
    const siblings = byParent.get(category.parent_id) ?? [];
    siblings.push(category);
    byParent.set(category.parent_id, siblings);
  }
  const grow = (category: AdminCategory, depth: number): Node => ({
    category,
    depth,
    children: depth < 6 ? (byParent.get(category.id) ?? []).map((child) => grow(child, depth + 1)) : [],
  });
  return (byParent.get(null) ?? []).map((category) => grow(category, 0));
}

/** How many levels hang below a category (0 for a leaf). */
export function subtreeHeight(categories: readonly AdminCategory[], id: number): number {
  const children = categories.filter((category) => category.parent_id === id);
  return children.reduce((max, child) => Math.max(max, 1 + subtreeHeight(categories, child.id)), 0);
}

function descendantsOf(categories: readonly AdminCategory[], id: number): Set<number> {
  const found = new Set<number>();
  const visit = (parentId: number) => {
    for (const category of categories) {
      if (category.parent_id === parentId && !found.has(category.id)) {
        found.add(category.id);
        visit(category.id);
      }
    }
  };
  visit(id);
  return found;
}

type Props = {
  /** Every category of the chosen tag. */
  categories: readonly AdminCategory[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** The category being edited: it and its subtree cannot become its own parent. */
  editingId: number | null;
  tag: string;
};

/**
 * Spec §2: the form shows the tree of existing categories to pick the parent. Native radios in
 * nested lists: keyboard and screen readers work as with any radio group. Places the server would
 * refuse (too deep, the category itself or below it) are shown but disabled, with the reason.
 */
export function ParentTree({ categories, value, onChange, editingId, tag }: Props) {
  const name = useId();
  const forest = buildForest(categories);
  const excluded = editingId === null ? new Set<number>() : descendantsOf(categories, editingId);
  if (editingId !== null) excluded.add(editingId);
  const height = editingId === null ? 0 : subtreeHeight(categories, editingId);

  const reason = (node: Node): string | null => {
    if (excluded.has(node.category.id))
      return node.category.id === editingId ? "this category" : "below this category";
    if (node.depth + 1 + height > MAX_DEPTH) return "too deep for the menu";
    return null;
  };

  const renderNodes = (nodes: Node[]) => (
    <ul className="space-y-0.5">
      {nodes.map((node) => {
        const why = reason(node);
        return (
          <li key={node.category.id}>
            <label
              className={cn(
                "flex items-center gap-2 rounded-md py-1.5 pr-2 text-sm",
                why ? "cursor-not-allowed text-stone-500" : "cursor-pointer text-stone-800 hover:bg-stone-50",
                value === node.category.id && "bg-brand-50 font-medium text-brand-900",
              )}
              style={{ paddingLeft: `${0.5 + node.depth * 1.25}rem` }}
            >
              <input
                type="radio"
                name={name}
                value={node.category.id}
                checked={value === node.category.id}
                disabled={why !== null}
                onChange={() => onChange(node.category.id)}
                className="size-4 accent-brand-700"
              />
              {node.depth > 0 ? <ChevronRight aria-hidden className="size-3.5 text-stone-400" /> : null}
              <span className="truncate">{node.category.name}</span>
              {why ? <span className="ml-auto shrink-0 text-xs">({why})</span> : null}
            </label>
            {node.children.length > 0 ? renderNodes(node.children) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset>
      <legend className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-stone-800">
        <FolderTree aria-hidden className="size-4 text-stone-500" />
        Parent category
      </legend>
      <p className="mb-2 text-xs text-stone-500">
        {tag
          ? `The ${tag} menu as it stands. A subcategory sits at most two levels below a top-level category.`
          : "Choose a tag first: a subcategory belongs to its parent's menu."}
      </p>
      <div className="max-h-80 overflow-y-auto rounded-md border border-stone-300 bg-white p-2 shadow-sm">
        <label
          className={cn(
            "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-stone-800 hover:bg-stone-50",
            value === null && "bg-brand-50 font-medium text-brand-900",
          )}
        >
          <input
            type="radio"
            name={name}
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
            className="size-4 accent-brand-700"
          />
          None (top-level category)
        </label>
        {tag && forest.length > 0 ? renderNodes(forest) : null}
        {tag && forest.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-stone-500">No {tag} categories yet.</p>
        ) : null}
      </div>
    </fieldset>
  );
}
