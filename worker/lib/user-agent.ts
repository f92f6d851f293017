/**
 * A readable label for a signed-in device from its User-Agent ("Chrome, Windows", "Safari, iPhone"), for the
 * profile's device list. Only the few browsers and systems people recognise; the order matters because most
 * User-Agents name several engines (Edge and Opera say "Chrome" too, Chrome says "Safari").
 */
const BROWSERS: [RegExp, string][] = [
  [/YaBrowser\//, "Яндекс Браузер"],
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export const UNKNOWN_DEVICE = "Неизвестное устройство";

export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return UNKNOWN_DEVICE;
  return [browser ?? "Браузер", system].filter(Boolean).join(", ");
}
