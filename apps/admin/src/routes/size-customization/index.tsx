import { PageHeader } from "@admin/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { useCustomizations } from "@admin/hooks/api/customization";
import { AddCustomizationForm } from "./add-form";
import { CustomizationImages } from "./image-list";

/** Names the demo categories measure; offered as suggestions beside those already in use. */
const COMMON_NAMES = [
  "Bust",
  "Chest",
  "Waist",
  "Hip",
  "Shoulder",
  "Neck",
  "Sleeve Length",
  "Length",
  "Height",
];

/** Spec §2 Size customization: the Custom size page's measurement pictures, added and deleted here. */
export function Component() {
  const list = useCustomizations();
  const suggestions = [...new Set([...COMMON_NAMES, ...(list.data ?? []).map((item) => item.name)])].sort();

  return (
    <>
      <PageHeader
        title="Size Customization"
        description="Pictures that show customers where to measure. The Custom size page switches to the picture whose name matches the measurement they are typing."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-20">
          <AddCustomizationForm suggestions={suggestions} />
        </div>
        <div>
          {list.isPending ? (
            <LoadingState label="Loading customization images…" />
          ) : list.error ? (
            <ErrorState
              title="Error"
              message={`The customization images could not be loaded: ${list.error.message}`}
              onRetry={() => void list.refetch()}
            />
          ) : list.data.length === 0 ? (
            <EmptyState title="No customization images yet">
              Add the first one with the form: choose Men or Women, name the measurement and pick its picture.
            </EmptyState>
          ) : (
            <CustomizationImages items={list.data} />
          )}
        </div>
      </div>
    </>
  );
}
