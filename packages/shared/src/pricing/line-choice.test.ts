import { describe, expect, it } from "vitest";
import { lineChoiceOf, withLineDefaults } from "./line-choice";
import { linePrice } from "./line-price";

describe("lineChoiceOf", () => {
  it("prices a turban by its length and Pico stitching", () => {
    expect(lineChoiceOf("turban", { turbanLength: 5.25, Pico: 1, Fabric: "Full Voile" })).toEqual({
      kind: "turban",
      lengthMetres: 5.25,
      pico: true,
    });
    expect(lineChoiceOf("turban", { turbanLength: 6, Pico: 0 })).toEqual({
      kind: "turban",
      lengthMetres: 6,
      pico: false,
    });
  });

  it("fills decision 009's defaults: a turban is 4.5 m without Pico, a fabric 1 m", () => {
    expect(lineChoiceOf("turban", {})).toEqual({ kind: "turban", lengthMetres: 4.5, pico: false });
    expect(lineChoiceOf("fabric", {})).toEqual({ kind: "fabric", metres: 1 });
  });

  it("prices a fabric by the metre", () => {
    expect(lineChoiceOf("fabric", { fabricLength: 2.5, colorChange: "No" })).toEqual({
      kind: "fabric",
      metres: 2.5,
    });
  });

  it("prices every other kind by the piece, whatever lengths the line carries", () => {
    expect(lineChoiceOf("garment", { turbanLength: 5, fabricLength: 3 })).toEqual({ kind: "piece" });
    expect(lineChoiceOf("accessory", {})).toEqual({ kind: "piece" });
  });

  it("reads lengths kept as text (a stored row) and hands a bad one to linePrice to refuse", () => {
    expect(lineChoiceOf("fabric", { fabricLength: "3" })).toEqual({ kind: "fabric", metres: 3 });
    expect(() => linePrice(45_000, lineChoiceOf("fabric", { fabricLength: "three" }))).toThrow(RangeError);
  });

  it("gives the spec §9 line prices through linePrice", () => {
    // Rs 368 × 5.25 m + Rs 50 Pico = Rs 1,982; Rs 450 × 2.5 m = Rs 1,125; a suit at its price.
    expect(linePrice(36_800, lineChoiceOf("turban", { turbanLength: 5.25, Pico: 1 }))).toBe(198_200);
    expect(linePrice(45_000, lineChoiceOf("fabric", { fabricLength: 2.5 }))).toBe(112_500);
    expect(linePrice(1_249_900, lineChoiceOf("suit", { lehengaWaist: "3" }))).toBe(1_249_900);
  });
});

describe("withLineDefaults", () => {
  it("fills a turban's length, stitching and fabric, keeping the other choices", () => {
    expect(withLineDefaults("turban", { specialInstructions: "Gift" })).toEqual({
      specialInstructions: "Gift",
      turbanLength: 4.5,
      Pico: 0,
      Fabric: "Rubia",
    });
    expect(withLineDefaults("turban", { turbanLength: 7, Pico: 1, Fabric: "Full Voile" })).toEqual({
      turbanLength: 7,
      Pico: 1,
      Fabric: "Full Voile",
    });
  });

  it("fills a fabric's metres and drops a turban's keys from it", () => {
    expect(withLineDefaults("fabric", { colorChange: "No", Pico: 1 })).toEqual({
      colorChange: "No",
      fabricLength: 1,
    });
  });

  it("drops every priced key from a piece, so it is the same line with or without them", () => {
    expect(withLineDefaults("garment", { turbanLength: 5, fabricLength: 2, height: "5ft4" })).toEqual({
      height: "5ft4",
    });
  });
});
