// client/lib/format.ts: the hand-written number grouping must print what Intl.NumberFormat("ru-RU") prints, and the
// dates made by formatters created on first use must read as ru-RU dates.
import { describe, expect, it } from "vitest";
import { workExperienceText } from "../../client/features/profile/ProfileDetails";
import {
  formatCalendarDate,
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatScore,
  formatScoreOutOf10,
  formatYears,
} from "../../client/lib/format";
import { formatChange, UNIT_FORMS } from "../../shared/schemas/ru-format";

describe("client formatting", () => {
  it("groups whole numbers exactly as Intl.NumberFormat('ru-RU') does", () => {
    const intl = new Intl.NumberFormat("ru-RU");
    for (const n of [0, 7, 42, 999, 1000, 1234, 10_000, 12_345, 999_999, 1_000_000, 1_234_567, 98_765_432_109, -1234]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
  });

  it("writes numbers and units through one formatter (issue 24): comma, no-break groups, full unit words", () => {
    const intl = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const n of [0, 0.04, 6.62, 7, 7.75, 9.99, 1234.5, 14_400]) expect(formatNumber(n, 1)).toBe(intl.format(n));
    expect(formatNumber(-0.04, 1)).toBe("0,0");
    expect(formatScore(7)).toBe("7,0");
    expect(formatScoreOutOf10(7.8)).toBe("7,8 из 10");
    expect(formatNumber(14_400)).toBe("14\u00a0400");
    expect(formatCount(30, UNIT_FORMS.words)).toBe("30\u00a0слов");
    expect(formatCount(21, UNIT_FORMS.days)).toBe("21\u00a0день");
    expect(formatCount(14_400, UNIT_FORMS.times)).toBe("14\u00a0400\u00a0раз");
    expect(formatChange(6.62, 6.58, formatYears)).toBe("без изменений (6,6 года)");
    expect(formatChange(5, 6.5, formatYears)).toBe("было 5 лет, стало 6,5 года");
    expect(formatFileSize(512)).toBe("512\u00a0Б");
    expect(formatFileSize(35 * 1024)).toBe("35\u00a0КБ");
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe("1,3\u00a0МБ");
  });

  it("gives a bare number of years of experience its unit, and leaves words as typed", () => {
    expect(workExperienceText("5")).toBe("5 лет");
    expect(workExperienceText(" 2,5 ")).toBe("2,5 года");
    expect(workExperienceText("5 лет в продажах")).toBe("5 лет в продажах");
    expect(workExperienceText(null)).toBe(null);
  });

  it("writes dates in Russian, the same formatter each time", () => {
    expect(formatCalendarDate("2026-03-05T00:00:00Z")).toBe("5 марта 2026 г.");
    expect(formatCalendarDate("2026-12-31T00:00:00Z")).toBe("31 декабря 2026 г.");
    expect(formatDate("2026-03-05T12:00:00Z")).toMatch(/^[45] марта 2026 г\.$/);
    expect(formatDateTime("2026-03-05T12:00:00Z")).toMatch(/^\d{1,2} марта 2026 г\. в \d\d:\d\d$/);
    expect(formatDateTime("not a date")).toBe("");
  });
});
