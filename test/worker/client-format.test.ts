// client/lib/format.ts: the hand-written number grouping must print what Intl.NumberFormat("ru-RU") prints, and the
// dates made by formatters created on first use must read as ru-RU dates.
import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatDateTime, formatNumber } from "../../client/lib/format";

describe("client formatting", () => {
  it("groups whole numbers exactly as Intl.NumberFormat('ru-RU') does", () => {
    const intl = new Intl.NumberFormat("ru-RU");
    for (const n of [0, 7, 42, 999, 1000, 1234, 10_000, 12_345, 999_999, 1_000_000, 1_234_567, 98_765_432_109, -1234]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
  });

  it("writes dates in Russian, the same formatter each time", () => {
    expect(formatCalendarDate("2026-03-05T00:00:00Z")).toBe("5 марта 2026 г.");
    expect(formatCalendarDate("2026-12-31T00:00:00Z")).toBe("31 декабря 2026 г.");
    expect(formatDate("2026-03-05T12:00:00Z")).toMatch(/^[45] марта 2026 г\.$/);
    expect(formatDateTime("2026-03-05T12:00:00Z")).toMatch(/^\d{1,2} марта 2026 г\. в \d\d:\d\d$/);
    expect(formatDateTime("not a date")).toBe("");
  });
});
