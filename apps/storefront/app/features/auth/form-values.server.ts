/** Reading form posts on the server: the spec's inputs strip whitespace. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** Email, password and OTP fields lose every whitespace character, as the spec's inputs do. */
export function compactField(form: FormData, name: string): string {
  return textField(form, name).replace(/\s+/g, "");
}

/** The guest cart a signed-out shopper collected (browser storage), sent along with sign-in. */
export function cartItemsField(form: FormData): unknown[] {
  const raw = textField(form, "cart_items");
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.slice(0, 200) : [];
  } catch (error) {
    console.warn("storefront: ignoring unreadable cart_items on sign-in:", (error as Error).message);
    return [];
  }
}

/** True when the page was hydrated: the action answers with data; otherwise it redirects like a classic form. */
export function sentWithScript(form: FormData): boolean {
  return form.get("js") === "1";
}
