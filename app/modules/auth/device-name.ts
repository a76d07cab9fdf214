// A session's browser in words for the sessions list: "Chrome on Android", not the raw User-Agent.
// Pure. Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/^curl\//, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown browser";
  const browser = first(BROWSERS, userAgent);
  if (!browser) return "Unknown browser";
  const system = first(SYSTEMS, userAgent);
  return system ? `${browser} on ${system}` : browser;
}
