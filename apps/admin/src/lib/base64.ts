/** Passwords and emails travel base64-encoded as the spec says; UTF-8 first so any character survives. */
export function toBase64(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
