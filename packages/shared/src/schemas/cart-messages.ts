/** The cart and wishlist answers' messages (spec §8), shared by the API and the storefront. */
export const CART_MESSAGES = {
  added: "Product added to cart",
  updated: "Cart updated",
  removed: "Product removed from cart",
  wishlistAdded: "Product added to Wishlist",
  wishlistRemoved: "Product removed from Wishlist",
  movedToCart: "Product moved to cart",
  productNotFound: "Product not found",
  lineNotFound: "Cart item not found",
  wishlistItemNotFound: "Wishlist item not found",
  selectSize: "Please select a size.",
} as const;

/** Spec §8: the plus button and the add refuse more than the stock with this. */
export const onlyAvailableMessage = (available: number) => `Only ${available} quantity available.`;
