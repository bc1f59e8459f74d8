import { ApiError, messageFrom } from "@admin/lib/api";

/**
 * Downloads a file the server builds (an export) under the session cookie and saves it as `filename`.
 * A refusal or failure throws ApiError with the server's message, like every other call.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "include" });
  } catch (cause) {
    throw new ApiError(0, "Cannot reach the server. Check your connection and try again.", cause);
  }
  if (!response.ok) {
    const type = response.headers.get("content-type") ?? "";
    const body: unknown = type.includes("json") ? await response.json().catch(() => undefined) : undefined;
    throw new ApiError(response.status, messageFrom(body, `Download failed (${response.status})`), body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
