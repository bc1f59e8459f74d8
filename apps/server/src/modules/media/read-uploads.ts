import type { FastifyRequest } from "fastify";
import { UnsupportedMediaError, ValidationError } from "../../lib/errors";
import { findBadText } from "../../lib/text-rules";
import type { SavedMedia, UploadKind } from "./media.service";

export type FileRule = {
  kind: UploadKind;
  /** "Please select a file." when absent. */
  required?: boolean;
  /** How many files this field may carry (galleries send several); default 1. */
  maxCount?: number;
  /** A tighter size limit than the kind's own. */
  maxBytes?: number;
};

export type UploadSpec<F extends string, K extends string> = {
  fields?: readonly F[];
  files: Record<K, FileRule>;
};

export type Uploads<F extends string, K extends string> = {
  fields: Partial<Record<F, string>>;
  files: Record<K, SavedMedia[]>;
};

/**
 * Reads a multipart body: text fields named in the spec, and files that go through the media
 * pipeline as they arrive. Anything unexpected is refused, and on any failure the files already
 * stored for this request are removed again, so a bad request leaves nothing behind.
 *
 *   const { fields, files } = await readUploads(request, { fields: ["url"], files: { image: { kind: "image", required: true } } });
 */
export async function readUploads<F extends string = never, K extends string = never>(
  request: FastifyRequest,
  spec: UploadSpec<F, K>,
): Promise<Uploads<F, K>> {
  if (!request.isMultipart()) throw new UnsupportedMediaError("Send the file as multipart/form-data.");
  const media = request.server.media;
  const allowedFields = new Set<string>(spec.fields ?? []);
  const rules = spec.files as Record<string, FileRule>;
  const fields: Record<string, string> = {};
  const files: Record<string, SavedMedia[]> = Object.fromEntries(
    Object.keys(rules).map((name) => [name, []]),
  );
  const saved: SavedMedia[] = [];

  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (!allowedFields.has(part.fieldname))
          throw new ValidationError(`Unexpected field "${part.fieldname}".`);
        const value = String(part.value ?? "");
        // The same text rule as JSON bodies (plugins/input-rules.ts): nothing PostgreSQL cannot store.
        const bad = findBadText(value);
        if (bad) throw new ValidationError(bad.message, { field: part.fieldname });
        fields[part.fieldname] = value;
        continue;
      }
      const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
      if (!rule) throw new ValidationError(`Unexpected file field "${part.fieldname}".`);
      const list = files[part.fieldname]!;
      if (list.length >= (rule.maxCount ?? 1))
        throw new ValidationError(`Too many files for "${part.fieldname}".`);
      const stored = await media.saveUpload({ stream: part.file, kind: rule.kind, maxBytes: rule.maxBytes });
      saved.push(stored);
      list.push(stored);
    }
    for (const [name, rule] of Object.entries(rules)) {
      if (rule.required && files[name]!.length === 0)
        throw new ValidationError("Please select a file.", { field: name });
    }
  } catch (error) {
    const removals = await Promise.allSettled(saved.map((item) => media.remove(item.file)));
    for (const removal of removals) {
      if (removal.status === "rejected") request.log.error({ err: removal.reason }, "upload cleanup failed");
    }
    throw error;
  }
  return { fields: fields as Partial<Record<F, string>>, files: files as Record<K, SavedMedia[]> };
}
