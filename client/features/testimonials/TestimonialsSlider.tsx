/**
 * Testimonials slider (spec sections 2 and 9): 4 in total, three visible on a desktop and one on a phone, wrapping
 * navigation by buttons, arrow keys and swipe. The texts are content/home/testimonials.json, which the owner edits;
 * shipped ones are examples written for the project and say so («Пример отзыва»), never passed off as real.
 * Published ratings (consent + moderation) replace examples as they arrive (`published` prop).
 */
import { type KeyboardEvent, type TouchEvent, useRef, useState, useSyncExternalStore } from "react";
import content from "../../../content/home/testimonials.json";

export interface Testimonial {
  name: string;
  role?: string;
  stars: number;
  text: string;
  example?: boolean;
}

const TOTAL = 4;
const DESKTOP_QUERY = "(min-width: 768px)";
const SWIPE_MIN_PX = 40;

/** Real published testimonials first, then the content file's to fill the four places. */
export function pickTestimonials(published: Testimonial[]): Testimonial[] {
  return [...published, ...(content.items as Testimonial[])].slice(0, TOTAL);
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** One card on a phone, three on a desktop; the server draws the phone's (mobile first), hydration then adjusts. */
function usePerPage(): number {
  const desktop = useSyncExternalStore(
    subscribeToWidth,
    () => matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
  return desktop ? 3 : 1;
}

export function TestimonialsSlider({ published = [] }: { published?: Testimonial[] }) {
  const items = pickTestimonials(published);
  const perPage = Math.min(usePerPage(), items.length);
  const [start, setStart] = useState(0);
  const touchX = useRef<number | null>(null);
  // Wrapping: past the last one comes the first again.
  const move = (step: number) => setStart((current) => (current + step + items.length) % items.length);
  const visible = Array.from({ length: perPage }, (_, offset) => (start + offset) % items.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touchX.current;
    const to = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_MIN_PX) return;
    move(to < from ? 1 : -1);
  };

  return (
    // ←/→ work while the focus is anywhere in the slider (its buttons are the focusable part).
    <section className="container testimonials" aria-labelledby="testimonials-title" onKeyDown={onKeyDown}>
      <h2 id="testimonials-title">Отзывы</h2>
      <div
        className="testimonials__viewport"
        data-testid="testimonials-viewport"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <ul className="testimonials__list" aria-live="polite">
          {visible.map((index) => {
            const item = items[index] as Testimonial;
            return (
              <li key={`${index}-${item.name}`} className="card testimonial" data-testid="testimonial">
                {item.example && <p className="testimonial__example">Пример отзыва</p>}
                <p className="testimonial__stars" role="img" aria-label={`Оценка ${item.stars} из 5`}>
                  {"★".repeat(item.stars)}
                  {"☆".repeat(5 - item.stars)}
                </p>
                <blockquote className="testimonial__text">{item.text}</blockquote>
                <p className="testimonial__author">
                  {item.name}
                  {item.role && <span className="muted"> · {item.role}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="testimonials__nav">
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => move(-1)}
          aria-label="Предыдущий отзыв"
        >
          ←
        </button>
        <span className="muted" aria-live="polite">
          {start + 1} из {items.length}
        </span>
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => move(1)}
          aria-label="Следующий отзыв"
        >
          →
        </button>
      </div>
    </section>
  );
}
