import { DispatchDaysPanel } from "@admin/components/dispatch-days-panel";
import { PageHeader } from "@admin/components/page-header";
import { ErrorState, LoadingState } from "@admin/components/states";
import { useCategories, useCategory } from "@admin/hooks/api/categories";
import { isApiError } from "@admin/lib/api";
import { List, Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { CategoryFormView } from "./category-form";
import { SizeChartPanel } from "./size-chart-panel";

const linkClass =
  "inline-flex h-10 items-center gap-2 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50 focus-ring";

/** Spec §2 Add/Edit Category. Editing opens at /admin/addCategory?id={id}, so a reload keeps it. */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get("id");
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const invalidId = raw !== null && id === null;
  const list = useCategories();
  const category = useCategory(id);

  const title = id === null ? "Add Category" : "Edit Category";
  const actions = (
    <>
      {id !== null ? (
        <Link to="/admin/addCategory" className={linkClass}>
          <Plus aria-hidden className="size-4" />
          Add another
        </Link>
      ) : null}
      <Link to="/admin/allCategory" className={linkClass}>
        <List aria-hidden className="size-4" />
        All Categories
      </Link>
    </>
  );

  const failure = invalidId ? null : (category.error ?? list.error);
  return (
    <>
      <PageHeader
        title={title}
        description={
          category.data
            ? `${category.data.name} (${category.data.tag}${category.data.parent_name ? `, under ${category.data.parent_name}` : ""})`
            : "Name it, place it in a menu, add its pictures, then save."
        }
        actions={actions}
      />
      {invalidId || isApiError(category.error, 404) ? (
        <ErrorState
          title="Category not found"
          message="It may have been deleted. Pick one from All Categories."
        />
      ) : failure ? (
        <ErrorState
          title="Error"
          message={`The category could not be loaded: ${failure.message}`}
          onRetry={() => void Promise.all([list.refetch(), id === null ? null : category.refetch()])}
        />
      ) : list.isPending || (id !== null && category.isPending) ? (
        <LoadingState label="Loading categories…" />
      ) : (
        <>
          <CategoryFormView key={id ?? "new"} category={category.data ?? null} categories={list.data ?? []} />
          {category.data ? (
            <>
              <SizeChartPanel categoryId={category.data.id} categoryName={category.data.name} />
              <DispatchDaysPanel
                key={category.data.id}
                owner={{ kind: "category", id: category.data.id }}
                source={category.data.parent_name ?? "the shop's setting"}
              />
            </>
          ) : null}
        </>
      )}
    </>
  );
}
