import { formatHex, wcagContrast } from "culori";
import tailwindColors from "tailwindcss/colors";
import theme from "../../../tailwind.config";

// The colors the app's class names draw from: the theme's own (tailwind.config.ts: brand, gold
// and the macro colors) and the Tailwind families the screens use. contrast.test.ts fails when a
// screen uses a family missing here, or a text color on its background below WCAG AA.

/** Tailwind's default families the screens use (the test lists them from app/ class names). */
export const DEFAULT_FAMILIES = ["slate", "emerald", "amber", "red", "blue", "violet", "sky", "rose"] as const;

/** The body's text color (app/styles/app.css: text-slate-900). */
export const DARK_TEXT = "slate-900";

/** WCAG 2 AA for normal text. */
export const AA_NORMAL_TEXT = 4.5;

type Shades = Record<string, string>;

const custom = theme.theme.extend.colors as Record<string, Shades | string>;

const families: Record<string, Shades | string> = {
  ...Object.fromEntries(DEFAULT_FAMILIES.map((family) => [family, tailwindColors[family] as Shades])),
  ...custom,
};

/** The CSS value of a token ("brand-700", "protein", "white", "black"), or null when the app has no such color. */
export function colorValue(token: string): string | null {
  if (token === "white" || token === "black") return token;
  const [, family = "", shade] = /^([a-z]+)(?:-(\d+))?$/.exec(token) ?? [];
  const found = families[family];
  if (found === undefined) return null;
  if (typeof found === "string") return shade === undefined ? found : null;
  return shade === undefined ? null : (found[shade] ?? null);
}

/** The WCAG 2 contrast ratio of two tokens, from 1 to 21. */
export function contrastOf(foreground: string, background: string): number {
  const [a, b] = [colorValue(foreground), colorValue(background)];
  if (a === null || b === null) throw new Error(`Unknown color: ${a === null ? foreground : background}`);
  return wcagContrast(a, b);
}

export type Swatch = { token: string; hex: string; onWhite: number; onDark: number };
export type PaletteFamily = { name: string; fromTheme: boolean; swatches: Swatch[] };

const round = (ratio: number) => Math.round(ratio * 100) / 100;

function swatch(token: string): Swatch {
  return {
    token,
    hex: formatHex(colorValue(token)!) ?? "",
    onWhite: round(contrastOf(token, "white")),
    onDark: round(contrastOf(token, DARK_TEXT)),
  };
}

/** Every color of the palette, theme families first, with its contrast against white and the dark text color. */
export function palette(): PaletteFamily[] {
  const entries = [...Object.entries(custom), ...DEFAULT_FAMILIES.map((family) => [family, families[family]!] as const)];
  return entries.map(([name, shades]) => ({
    name,
    fromTheme: name in custom,
    swatches: typeof shades === "string" ? [swatch(name)] : Object.keys(shades).map((shade) => swatch(`${name}-${shade}`)),
  }));
}
