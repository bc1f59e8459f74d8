import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { METHODS } from "./payment-marks";

const sprite = readFileSync(new URL("./payment-marks.svg", import.meta.url), "utf8");

describe("the payment marks' sprite", () => {
  it("has a view for every mark the footer shows, inside the sprite's drawing", () => {
    const [, , , height] = (/<svg [^>]*viewBox="([^"]+)"/.exec(sprite)?.[1] ?? "").split(" ").map(Number);
    for (const { id } of METHODS) {
      // An id without its view would show the whole stack of marks squeezed into one mark's box.
      const box = new RegExp(`<view id="${id}" viewBox="0 (\\d+) 80 36"/>`).exec(sprite);
      expect(box, id).not.toBeNull();
      expect(Number(box?.[1]) + 36).toBeLessThanOrEqual(height ?? 0);
    }
  });
});
