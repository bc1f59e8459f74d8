import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Role } from "@boutique/shared/access";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Config } from "../src/config";
import { buildTestApp, signInAs } from "./helpers";

/** One multipart field; a part with a filename is a file. */
export type Part = { name: string; filename?: string; type?: string; data: Buffer | string };

/** A multipart/form-data body; files say `fileType` unless the part names its own type. */
export function multipart(parts: Part[], fileType = "image/png") {
  const boundary = `----test-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? fileType}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs the parts as a multipart form, as the back office's uploads do. */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  parts: Part[],
  options: { fileType?: string; remoteAddress?: string } = {},
) {
  const body = multipart(parts, options.fileType);
  return app.inject({
    method: "POST",
    url,
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** Text fields as multipart parts. */
export const fieldParts = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, data]) => ({ name, data }));

/** A plain-colour PNG, enough for the media pipeline to accept and re-encode. */
export const solidPng = (
  width: number,
  height: number,
  background: string | { r: number; g: number; b: number } = "#7a1f3d",
) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * A fresh app whose uploads go to a throwaway folder; `close` shuts the app and removes the folder.
 * `storedFiles` lists the uploads, without the resize cache.
 */
export async function buildAppWithUploads(name: string, overrides: Partial<Config> = {}) {
  const workDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const uploadsDir = path.join(workDir, "uploads");
  const app = await buildTestApp({ uploadsDir, ...overrides });
  return {
    app,
    workDir,
    uploadsDir,
    storedFiles: async () =>
      (await readdir(uploadsDir).catch(() => [] as string[])).filter((file) => !file.startsWith(".")),
    close: async () => {
      await app.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** Signed-in headers for each of the roles, for tests that try the same call as every kind of user. */
export async function headersByRole<R extends Role>(app: FastifyInstance, roles: readonly R[]) {
  const headers = {} as Record<R, Record<string, string>>;
  for (const role of roles) headers[role] = (await signInAs(app, role)).headers;
  return headers;
}

/** Reads RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks; rows end in CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return rows;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One JSON call: the status and the parsed answer (read loosely; the assertions check its shape). */
export async function injectJson<T>(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

/**
 * A finished made-to-measure piece shown to its customer and approved on the phone (issue 27 §4), as staff
 * do before packing; `headers` are an admin's.
 */
export async function approveFinishedPiece(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderId: number,
  lineId: number,
) {
  const base = `/api/admin/orders/${orderId}/lines/${lineId}/approval`;
  const sent = await postMultipart(app, base, headers, [
    { name: "photos", filename: "finished.png", data: await solidPng(300, 400) },
  ]);
  if (sent.statusCode !== 200) throw new Error(`photos not sent: ${sent.body}`);
  const phoned = await app.inject({ method: "POST", url: `${base}/phone`, headers });
  if (phoned.statusCode !== 200) throw new Error(`not approved: ${phoned.body}`);
}
