import { api } from "../../lib/api";
import type { Testimonial } from "./TestimonialsSlider";

export const TESTIMONIALS_PATH = "/api/testimonials/";

/** Published ratings (consent + moderation); a failure just leaves the content file's testimonials in place. */
export const loadPublishedTestimonials = () =>
  api<{ items: Testimonial[] }>(TESTIMONIALS_PATH, { fallback: "Не удалось загрузить отзывы" }).then(
    (answer) => answer.items,
  );
