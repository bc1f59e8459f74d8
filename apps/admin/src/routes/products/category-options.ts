import type { CategoryNode } from "@admin/hooks/api/products";

export type CategoryOption = { id: number; label: string; depth: number; tag: string };

/** Every category of the tree in menu order, labelled with its path ("Women › Sarees › Silk"). */
export function flattenCategories(tree: CategoryNode[] | undefined): CategoryOption[] {
  const options: CategoryOption[] = [];
  const walk = (nodes: CategoryNode[], trail: string[], depth: number) => {
    for (const node of nodes) {
      const path = [...trail, node.name];
      options.push({ id: node.id, label: path.join(" › "), depth, tag: node.tag });
      walk(node.subcategories, path, depth + 1);
    }
  };
  for (const root of tree ?? []) walk([root], [root.tag], 0);
  return options;
}

/** The descendants of one category (its sub categories at every level shown). */
export function subcategoriesOf(tree: CategoryNode[] | undefined, id: number | null): CategoryOption[] {
  if (id === null) return [];
  const find = (nodes: CategoryNode[]): CategoryNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const inner = find(node.subcategories);
      if (inner) return inner;
    }
    return undefined;
  };
  const node = find(tree ?? []);
  if (!node) return [];
  return flattenCategories(node.subcategories.map((child) => ({ ...child, tag: node.name }))).map(
    (option) => ({
      ...option,
      // The category's own name already stands above the list: drop it from each label.
      label: option.label.split(" › ").slice(1).join(" › "),
    }),
  );
}
