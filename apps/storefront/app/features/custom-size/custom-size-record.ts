/**
 * Spec §3 "Custom size record (kept in browser storage): id equal to a product id, map of measurement
 * inputValues". Kept as typed (strings), so a half-filled form comes back as it was after a reload or
 * a sign-in detour; the numbers travel to the cart only on Done.
 */
export const CUSTOM_SIZE_KEY = "customSizeData";

export type CustomSizeRecord = {
  id: number;
  inputValues: Record<string, string>;
  specialInstructions: string;
  colorChange: "Yes" | "No";
  selectedColor: string;
};

/** One record per product, newest last; old ones beyond this are dropped. */
const MAX_RECORDS = 20;

function readAll(): CustomSizeRecord[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CUSTOM_SIZE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    // Blocked or corrupted storage: start with an empty form.
    return [];
  }
}

export function readCustomSize(productId: number): CustomSizeRecord | null {
  return readAll().find((record) => record.id === productId) ?? null;
}

export function writeCustomSize(record: CustomSizeRecord) {
  const others = readAll().filter((item) => item.id !== record.id);
  try {
    window.localStorage.setItem(CUSTOM_SIZE_KEY, JSON.stringify([...others, record].slice(-MAX_RECORDS)));
  } catch {
    // Storage full or blocked: the form still works for this page view.
  }
}

function isRecord(value: unknown): value is CustomSizeRecord {
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === "number" &&
    typeof record.inputValues === "object" &&
    record.inputValues !== null &&
    Object.values(record.inputValues).every((item) => typeof item === "string")
  );
}

/** A stored record with any missing newer field filled in. */
export function withRecordDefaults(record: CustomSizeRecord | null, productId: number): CustomSizeRecord {
  return {
    id: productId,
    inputValues: record?.inputValues ?? {},
    specialInstructions: typeof record?.specialInstructions === "string" ? record.specialInstructions : "",
    colorChange: record?.colorChange === "Yes" ? "Yes" : "No",
    selectedColor: typeof record?.selectedColor === "string" ? record.selectedColor : "",
  };
}
