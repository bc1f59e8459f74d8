import { useToast } from "@storefront/lib/toast";
import { useState } from "react";
import { changeQuantity, removeFromCart } from "../cart-client";
import type { CartItemView, CartResult } from "../cart-store";
import type { RowActions } from "./cart-table";
import { useConfirm } from "./confirm-dialog";

/**
 * Plus, minus and Remove (after a Yes/No question) on cart lines, one line busy at a time, refusals
 * toasted (spec §5): the cart page and the Buy Now page act on the same lines the same way.
 */
export function useCartRowActions({ removed }: { removed?: (item: CartItemView) => void } = {}) {
  const toast = useToast();
  const [confirmDialog, confirm] = useConfirm();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const act = async (item: CartItemView, action: () => Promise<CartResult>) => {
    setBusyKey(item.key);
    try {
      const result = await action();
      if (!result.ok) toast.show(result.message, "warning");
      return result;
    } finally {
      setBusyKey(null);
    }
  };

  const actions: RowActions = {
    busyKey,
    onPlus: (item) => void act(item, () => changeQuantity(item, "i")),
    onMinus: (item) => void act(item, () => changeQuantity(item, "d")),
    onRemove: async (item) => {
      if (!(await confirm(`Remove ${item.name} from your cart?`))) return;
      const result = await act(item, () => removeFromCart(item));
      if (!result.ok) return;
      toast.show(result.message);
      removed?.(item);
    },
  };
  return { actions, act, confirmDialog };
}
