/**
 * Where the back office shows an uploaded file: /api/images/<name>, the name encoded (customers'
 * and staff's file names may hold spaces, # or ?). `width` asks for a resized copy; without it the
 * original (a video, or a picture opened full size).
 */
export const imageSrc = (file: string, width?: number) =>
  `/api/images/${encodeURIComponent(file)}${width === undefined ? "" : `?w=${width}`}`;

export const isVideoFile = (file: string) => /\.(mp4|webm)$/i.test(file);
