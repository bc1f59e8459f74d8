import * as Dialog from "@radix-ui/react-dialog";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Link } from "react-router";

export type Warning = {
  message: string;
  title?: string;
  /** A way on besides OK, e.g. 'Go To cart' when the stock ran short. */
  link?: { to: string; label: string };
};

/** Spec §8's warning pop-up: the server's message, OK to close (Escape too), focus kept inside. */
export function WarningDialog({ warning, onClose }: { warning: Warning | null; onClose: () => void }) {
  return (
    <Dialog.Root open={warning !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 border border-line bg-white p-6 text-ink shadow-xl"
        >
          <div className="flex items-start gap-3">
            <TriangleAlert aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" />
            <div>
              <Dialog.Title className="font-display text-xl text-maroon">
                {warning?.title ?? "Please check"}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-base">{warning?.message}</Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            {warning?.link ? (
              <Link to={warning.link.to} className="btn-outline px-5 py-2">
                {warning.link.label}
              </Link>
            ) : null}
            <Dialog.Close className="btn-primary px-6 py-2">OK</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
