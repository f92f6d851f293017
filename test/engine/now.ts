/** The day every engine test reads its resumes on, shared so that each file's expectations agree. */
export const NOW = new Date("2026-11-15T00:00:00Z");
/** NOW as the engine's month number (year * 12 + month from 0): November 2026. */
export const NOW_MONTH = NOW.getUTCFullYear() * 12 + NOW.getUTCMonth();
/** How far a years figure may be from the generated one: within a month, and the 0.1-year rounding of the stored total. */
export const TOLERANCE = 1 / 12 + 0.05;
