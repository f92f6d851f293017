/** The demo's sample resume is analysed as of this moment, as this file: the demo's JSON files are built from them. */
export const SAMPLE_ANALYSED_AT = "2026-11-01T09:00:00.000Z";
export const SAMPLE_INPUT = { format: "pdf", pageCount: 1, language: "ru" } as const;
