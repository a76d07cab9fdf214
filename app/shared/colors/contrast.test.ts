// A text color on its background below WCAG AA fails here (issue 26, item 3): every class string
// of app/ that sets a text color is read with the background it sets (or the white of a card).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AA_NORMAL_TEXT, colorValue, contrastOf, DARK_TEXT, DEFAULT_FAMILIES, palette } from "./palette";

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx$/.test(entry.name) && !/\.test\./.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

const SOURCES = files("app").filter((file) => !file.startsWith(join("app", "generated")));

/** Class strings (quoted or template text) that name a color utility. */
function classStrings(source: string): string[] {
  return [...source.matchAll(/["'`]([^"'`\n]*\b(?:text|bg)-[a-z]+[^"'`\n]*)["'`]/g)].map(([, classes]) => classes!);
}

const colorOf = (utility: "text" | "bg", classes: string[]) =>
  classes.flatMap((name) => {
    const token = new RegExp(`^${utility}-([a-z]+(?:-\\d+)?)$`).exec(name)?.[1];
    return token && colorValue(token) !== null ? [token] : [];
  });

// Text whose background is set by a parent element, not in its own class string: the pair as drawn.
const ON_PARENT_BACKGROUND: { file: string; text: string; background: string }[] = [
  { file: "app/ui/workout/WorkoutTracker.tsx", text: "slate-300", background: "slate-900" }, // the dark timer card
  { file: "app/routes/support.tsx", text: "white", background: "brand-700" }, // the member's chat bubble
];

type Pair = { file: string; text: string; background: string; classes: string };

function pairsUsed(): Pair[] {
  return SOURCES.flatMap((file) =>
    classStrings(readFileSync(file, "utf8")).flatMap((classes) => {
      // Variants (hover:, disabled:, sm:) are states or sizes of a base pair that is checked itself.
      const base = classes.split(/\s+/).filter((name) => !name.includes(":"));
      const backgrounds = colorOf("bg", base);
      return colorOf("text", base).flatMap((text) => {
        const parent = ON_PARENT_BACKGROUND.find((known) => known.file === file && known.text === text && backgrounds.length === 0);
        const under = parent ? [parent.background] : backgrounds.length > 0 ? backgrounds : ["white", "slate-50"];
        return under.map((background) => ({ file, text, background, classes }));
      });
    }),
  );
}

describe("the color system", () => {
  it("meets WCAG AA (4.5:1) for every text color on the background it is drawn on", () => {
    const pairs = pairsUsed();
    expect(pairs.length).toBeGreaterThan(100);
    const below = pairs
      .filter(({ text, background }) => contrastOf(text, background) < AA_NORMAL_TEXT)
      .map(({ file, text, background }) => `${file}: text-${text} on ${background} (${contrastOf(text, background).toFixed(2)}:1)`);
    expect([...new Set(below)]).toEqual([]);
  });

  it("shows every color family the screens use", () => {
    const used = new Set(
      SOURCES.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/\b(?:text|bg|border|ring|outline|accent|fill|stroke|divide)-([a-z]+)-\d{2,3}\b/g)].map(
          ([, family]) => family!,
        ),
      ),
    );
    const shown = palette().map((family) => family.name);
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((family) => !shown.includes(family))).toEqual([]);
    expect(shown).toEqual(expect.arrayContaining([...DEFAULT_FAMILIES, "brand", "gold", "protein", "carbs", "fat"]));
  });

  it("computes WCAG ratios", () => {
    expect(contrastOf("black", "white")).toBeCloseTo(21, 5);
    expect(contrastOf("white", "white")).toBe(1);
    expect(contrastOf("brand-700", "white")).toBeCloseTo(5.48, 2);
    expect(contrastOf(DARK_TEXT, "white")).toBeGreaterThan(15);
    expect(() => contrastOf("pink-500", "white")).toThrow("Unknown color: pink-500");
  });

  it("lists the theme's own colors first, with hex values and both ratios", () => {
    const [brand] = palette();
    expect(brand).toMatchObject({ name: "brand", fromTheme: true });
    expect(brand!.swatches.find((swatch) => swatch.token === "brand-700")).toEqual({
      token: "brand-700",
      hex: "#047857",
      onWhite: 5.48,
      onDark: expect.any(Number),
    });
  });
});
