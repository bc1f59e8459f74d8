import { RowDeleteButton, useConfirmedDelete } from "@admin/components/confirmed-delete";
import {
  CUSTOMIZATION_TAGS,
  type CustomizationItem,
  useDeleteCustomization,
} from "@admin/hooks/api/customization";
import { imageSrc } from "@admin/lib/images";

/** The pictures of each tag as cards, each with its own Delete (Yes/No first). */
export function CustomizationImages({ items }: { items: CustomizationItem[] }) {
  const { ask, deletingId } = useConfirmedDelete(useDeleteCustomization(), {
    idOf: (item: CustomizationItem) => item.id,
    question: (item) => ({
      title: "Are you sure you want to delete this customization?",
      description: `The ${item.name} picture for ${item.tag} will no longer show on the Custom size page.`,
    }),
  });

  return (
    <div className="space-y-8">
      {CUSTOMIZATION_TAGS.map((tag) => {
        const ofTag = items.filter((item) => item.tag === tag);
        return (
          <section key={tag} aria-labelledby={`customization-${tag}`}>
            <h2 id={`customization-${tag}`} className="mb-3 text-base font-semibold text-stone-900">
              {tag} <span className="font-normal text-stone-500">({ofTag.length})</span>
            </h2>
            {ofTag.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-500">
                No {tag} images yet: the Custom size page shows only the mannequin.
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">
                {ofTag.map((item) => (
                  <li key={item.id} className="panel flex flex-col overflow-hidden">
                    <img
                      src={imageSrc(item.image, 320)}
                      alt={`${item.tag} ${item.name} measurement`}
                      loading="lazy"
                      width={320}
                      height={480}
                      className="aspect-[2/3] h-auto w-full bg-stone-50 object-contain"
                    />
                    <div className="flex items-center justify-between gap-2 border-t border-stone-200 px-3 py-2">
                      <span className="min-w-0 text-sm leading-tight font-medium break-words text-stone-800">
                        {item.name}
                      </span>
                      <RowDeleteButton
                        label={`Delete ${item.name} (${item.tag})`}
                        pending={deletingId === item.id}
                        onClick={() => void ask(item)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
