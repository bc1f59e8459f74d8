import { LinkField, SELECT_A_FILE } from "@boutique/shared/schemas/home-content";
import { z } from "zod";

/** A picture input's FileList: required (spec §5: 'Please select a file') or optional. */
export const requiredFile = z
  .custom<FileList | undefined>()
  .refine((files) => files instanceof FileList && files.length === 1, SELECT_A_FILE)
  .transform((files) => (files as FileList)[0]!);
export const optionalFile = z
  .custom<FileList | undefined>()
  .transform((files) => (files instanceof FileList && files.length > 0 ? files[0]! : null));

/** Every banner, Instagram and video upload: a picture and an optional link. */
export const UploadForm = z.object({ url: LinkField, image: requiredFile });
