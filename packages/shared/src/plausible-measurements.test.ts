import { describe, expect, it } from "vitest";
import { plausibilityQuestion } from "./plausible-measurements";

describe("plausible measurements", () => {
  it("asks about a value outside what the measurement usually is, in the issue's words", () => {
    expect(plausibilityQuestion("Waist", 60.5)).toBe("Waist 60.5 in: is that right?");
    expect(plausibilityQuestion("Bust", 6)).toBe("Bust 6 in: is that right?");
    expect(plausibilityQuestion("Kurta Length", 440)).toBe("Kurta Length 440 in: is that right?");
    expect(plausibilityQuestion("Under Bust", 20)).toBe("Under Bust 20 in: is that right?");
  });

  it("lets usual values, and measurements it does not know, pass without a question", () => {
    expect(plausibilityQuestion("Waist", 30)).toBeNull();
    expect(plausibilityQuestion("Chest", 40)).toBeNull();
    expect(plausibilityQuestion("Lehenga Length", 41)).toBeNull();
    expect(plausibilityQuestion("Under Bust", 30)).toBeNull();
    expect(plausibilityQuestion("Mehndi Cone", 3)).toBeNull();
    expect(plausibilityQuestion("Waist", Number.NaN)).toBeNull();
  });
});
