import { requiredFile } from "@admin/lib/file-fields";
import { LinkField, SELECT_A_FILE } from "@boutique/shared/schemas/home-content";
import { z } from "zod";

/** Every banner, Instagram and video upload: a picture (spec §5: 'Please select a file') and an optional link. */
export const UploadForm = z.object({ url: LinkField, image: requiredFile(SELECT_A_FILE) });
