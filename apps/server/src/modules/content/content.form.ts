import { SELECT_A_FILE } from "@boutique/shared/schemas/home-content";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { ValidationError } from "../../lib/errors";
import type { SavedMedia, UploadKind } from "../media/media.service";
import { type ReleaseFiles, withUploads } from "../media/with-uploads";

type FormSpec<S extends z.ZodObject> = {
  schema: S;
  /** The file field ("image") and whether this save must carry it. */
  file: { kind: UploadKind; required: boolean };
};

/**
 * Reads an Edit Home multipart form: text fields checked by the shared schema, the picture through
 * the media pipeline. `save` runs with both; if checking or saving fails, the stored picture is
 * removed again, and pictures `save` releases (replaced ones) are removed once it has succeeded.
 */
export function saveContentForm<S extends z.ZodObject, T>(
  request: FastifyRequest,
  spec: FormSpec<S>,
  save: (fields: z.infer<S>, image: SavedMedia | undefined, release: ReleaseFiles) => Promise<T>,
): Promise<T> {
  return withUploads(
    request,
    { fields: Object.keys(spec.schema.shape), files: { image: { kind: spec.file.kind } } },
    async ({ fields, files }, release) => {
      const image = files.image[0];
      const parsed = spec.schema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ValidationError(issue?.message ?? "Invalid request.", { field: issue?.path.join(".") });
      }
      if (spec.file.required && !image) throw new ValidationError(SELECT_A_FILE, { field: "image" });
      return save(parsed.data, image, release);
    },
  );
}
