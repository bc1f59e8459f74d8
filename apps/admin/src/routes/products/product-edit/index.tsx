import { DispatchDaysPanel } from "@admin/components/dispatch-days-panel";
import { PageHeader } from "@admin/components/page-header";
import { ErrorState, LoadingState } from "@admin/components/states";
import { useProduct } from "@admin/hooks/api/products";
import { PRODUCT_MESSAGES } from "@boutique/shared/schemas/product-admin";
import { Link, useSearchParams } from "react-router";
import { emptyProduct, productToForm } from "./form-schema";
import { ProductEditor } from "./product-editor";

/**
 * /admin/addProduct and /admin/updateProduct?id=…: the id lives in the URL (not navigation state) so an
 * edit survives a reload and can be linked to.
 */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get("id");
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const product = useProduct(id);

  if (raw !== null && id === null) return <NotFound />;
  if (id === null) {
    return <ProductEditor key="new" productId={null} initial={emptyProduct()} published={false} />;
  }
  if (product.isPending) {
    return (
      <>
        <PageHeader title="Edit Product" />
        <LoadingState />
      </>
    );
  }
  if (product.error) return <NotFound onRetry={() => void product.refetch()} />;
  return (
    <>
      <ProductEditor
        key={id}
        productId={id}
        initial={productToForm(product.data)}
        published={product.data.active === "Y"}
      />
      <DispatchDaysPanel key={`days-${id}`} owner={{ kind: "product", id }} source="its category" />
    </>
  );
}

function NotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <>
      <PageHeader title="Edit Product" />
      <ErrorState title={PRODUCT_MESSAGES.notFound} message="It may have been deleted." onRetry={onRetry} />
      <p className="mt-4 text-sm">
        <Link to="/admin/allProduct" className="text-brand-700 underline focus-ring">
          Back to All Products
        </Link>
      </p>
    </>
  );
}
