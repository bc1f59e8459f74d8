import Menu from "lucide-react/icons/menu";
import { DrawerLinks, type DrawerProps } from "./drawer-panel";

/** The phone menu without JavaScript: a <details> disclosure with the same links (server HTML only). */
export function DisclosureDrawer({ categories, section }: DrawerProps) {
  return (
    <details className="group">
      <summary className="cursor-pointer p-2 text-ink">
        <Menu size={22} aria-hidden />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-y border-line bg-ivory px-5 py-5 shadow-xl">
        <DrawerLinks categories={categories} section={section} />
      </div>
    </details>
  );
}
