import { api, apiFetch } from "@admin/lib/api";
import type { TestimonialRow } from "@boutique/shared/schemas/testimonial";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export type Testimonial = TestimonialRow;

export const testimonialKeys = {
  all: ["testimonials"] as const,
  lists: () => [...testimonialKeys.all, "list"] as const,
};

export const testimonialListQuery = queryOptions({
  queryKey: testimonialKeys.lists(),
  queryFn: ({ signal }) => api.get<Testimonial[]>("/api/admin/testimonials", signal),
});

export function useTestimonials() {
  return useQuery(testimonialListQuery);
}

export type NewTestimonialInput = { name: string; desc: string; image: File };

/** POST /api/admin/testimonials as multipart: image, name, desc (spec §7). */
export function useAddTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, desc, image }: NewTestimonialInput) => {
      const form = new FormData();
      form.append("name", name);
      form.append("desc", desc);
      form.append("image", image);
      return apiFetch<{ message: string; data: Testimonial }>("/api/admin/testimonials", {
        method: "POST",
        body: form,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: testimonialKeys.lists() }),
  });
}

export function useDeleteTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/testimonials/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: testimonialKeys.lists() }),
  });
}
