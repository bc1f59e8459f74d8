/** Media are served (resized) by the API: /api/images/{file}?w= */
export function imageUrl(file: string, width?: number): string {
  const base = /^https?:\/\//.test(file)
    ? file
    : `/api/images/${encodeURIComponent(file.replace(/^\/+/, ""))}`;
  return width && !base.startsWith("http") ? `${base}?w=${width}` : base;
}
