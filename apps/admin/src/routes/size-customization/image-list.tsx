import { useConfirm } from "@admin/components/dialogs";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import {
  CUSTOMIZATION_TAGS,
  type CustomizationItem,
  useDeleteCustomization,
} from "@admin/hooks/api/customization";
import { Trash2 } from "lucide-react";

/** The pictures of each tag as cards, each with its own Delete (Yes/No first). */
export function CustomizationImages({ items }: { items: CustomizationItem[] }) {
  const remove = useDeleteCustomization();
  const confirm = useConfirm();
  const toast = useToast();

  const onDelete = async (item: CustomizationItem) => {
    const yes = await confirm({
      title: "Are you sure you want to delete this customization?",
      description: `The ${item.name} picture for ${item.tag} will no longer show on the Custom size page.`,
    });
    if (!yes) return;
    remove.mutate(item.id, {
      onSuccess: (answer) => toast({ tone: "success", title: answer.message }),
      onError: (error) => toast({ tone: "error", title: "Not deleted", description: error.message }),
    });
  };

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
                      src={`/api/images/${encodeURIComponent(item.image)}?w=320`}
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
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${item.name} (${item.tag})`}
                        pending={remove.isPending && remove.variables === item.id}
                        onClick={() => void onDelete(item)}
                        icon={<Trash2 aria-hidden className="size-4 text-red-700" />}
                        className="px-2"
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
