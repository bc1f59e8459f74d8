import { describe, expect, it } from "vitest";
import { tagsOfNotice } from "./database-notices";
import { UNTAGGED_CATALOG } from "./store";

describe("the kept answers a change notice names", () => {
  it("a stock move: the product's answers and its categories' stock-dependent listings", () => {
    expect(tagsOfNotice("stock:71:3,12")).toEqual(["p:71", "cs:3", "cs:12", "bestseller-stock"]);
  });

  it("a sale counted or uncounted: its categories' Best-sorted listings and the best sellers", () => {
    expect(tagsOfNotice("sold:71:3")).toEqual(["cb:3", "bestseller"]);
  });

  it("a product's edit: the product, its categories, every search, the strips and the untagged answers", () => {
    expect(tagsOfNotice("product:71:3,12")).toEqual([
      "p:71",
      "c:3",
      "c:12",
      "search",
      "trending",
      "bestseller",
      UNTAGGED_CATALOG,
    ]);
    // A product filed nowhere any more still clears its own answers and the lists.
    expect(tagsOfNotice("product:71:")).toEqual([
      "p:71",
      "search",
      "trending",
      "bestseller",
      UNTAGGED_CATALOG,
    ]);
  });

  it("a notice it does not know, or a malformed one, names nothing: the caller clears the whole area", () => {
    expect(tagsOfNotice("price:71:3")).toBeNull();
    expect(tagsOfNotice("stock:abc:3")).toBeNull();
    expect(tagsOfNotice("")).toBeNull();
    // Category ids that are not numbers are left out rather than made into tags.
    expect(tagsOfNotice("stock:71:3,x;drop")).toEqual(["p:71", "cs:3", "bestseller-stock"]);
  });
});
