import { useCached } from "../../lib/api";
import { loadPublishedTestimonials, TESTIMONIALS_PATH } from "./api";
import { TestimonialsSlider } from "./TestimonialsSlider";

const FIVE_MINUTES = 300_000;

/** The slider with real published testimonials first; while they load or on failure, the content file's four. */
export function PublishedTestimonials() {
  const state = useCached(TESTIMONIALS_PATH, loadPublishedTestimonials, FIVE_MINUTES);
  return <TestimonialsSlider published={state.status === "ready" ? state.data : []} />;
}
