import { z } from "zod";

/** Customer testimonials shown on the home page, managed under /admin/testimonials. */

export const TESTIMONIAL_MESSAGES = {
  fillAll: "Please fill all values",
  added: "Testimonial Added Successfully",
  deleted: "Testimonial Deleted Successfully",
  notFound: "Testimonial not found",
} as const;

export const TESTIMONIAL_NAME_MAX = 80;
export const TESTIMONIAL_MESSAGE_MAX = 1000;

/** The multipart text fields of POST /api/admin/testimonials (the picture, `image`, is required too). */
export const NewTestimonialFields = z.strictObject({
  name: z
    .string({ error: TESTIMONIAL_MESSAGES.fillAll })
    .trim()
    .min(1, TESTIMONIAL_MESSAGES.fillAll)
    .max(TESTIMONIAL_NAME_MAX, `The name may be at most ${TESTIMONIAL_NAME_MAX} characters.`),
  desc: z
    .string({ error: TESTIMONIAL_MESSAGES.fillAll })
    .trim()
    .min(1, TESTIMONIAL_MESSAGES.fillAll)
    .max(TESTIMONIAL_MESSAGE_MAX, `The message may be at most ${TESTIMONIAL_MESSAGE_MAX} characters.`),
});
export type NewTestimonialFields = z.infer<typeof NewTestimonialFields>;

export const TestimonialRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable().describe("File name under /api/images"),
  created: z.string().describe("ISO 8601"),
});
export type TestimonialRow = z.infer<typeof TestimonialRow>;
