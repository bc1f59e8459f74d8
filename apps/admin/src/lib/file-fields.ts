import { z } from "zod";

/** A file input's FileList as one File, required: `message` when none is chosen. */
export const requiredFile = (message: string) =>
  z
    .custom<FileList | undefined>()
    .refine((files) => files instanceof FileList && files.length === 1, message)
    .transform((files) => (files as FileList)[0]!);

/** A file input's FileList as one File, or null when none is chosen (keep the current picture). */
export const optionalFile = z
  .custom<FileList | undefined>()
  .transform((files) => (files instanceof FileList && files.length > 0 ? files[0]! : null));
