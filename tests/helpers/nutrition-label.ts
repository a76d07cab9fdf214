import sharp from "sharp";

// Nutrition labels drawn as images for the OCR tests, the e2e (a fake camera and an upload) and
// the bench: an SVG of a US "Nutrition Facts" panel or an EU per-100 g table, rasterised by sharp
// with the system's Liberation Sans (a Helvetica-like face, as on real packs).

export type UsLabel = {
  name?: string;
  servingsPerContainer: number;
  servingSize: string;
  calories: number;
  /** [grams, %DV] */
  fat: [string, number];
  saturatedFat: [string, number];
  transFat: string;
  cholesterol: [string, number];
  sodium: [string, number];
  carbs: [string, number];
  fiber: [string, number];
  sugars: string;
  addedSugars?: [string, number];
  protein: string;
  ingredients: string;
  contains?: string;
};

/** A granola as printed on its US pack: 230 kcal, 3 g protein, 37 g carbs, 8 g fat, 160 mg sodium per 55 g. */
export const GRANOLA: UsLabel = {
  name: "Oat Crunch Granola",
  servingsPerContainer: 8,
  servingSize: "2/3 cup (55g)",
  calories: 230,
  fat: ["8g", 10],
  saturatedFat: ["1g", 5],
  transFat: "0g",
  cholesterol: ["0mg", 0],
  sodium: ["160mg", 7],
  carbs: ["37g", 13],
  fiber: ["4g", 14],
  sugars: "12g",
  addedSugars: ["10g", 20],
  protein: "3g",
  ingredients: "Whole grain oats, sugar, canola oil, rice flour, honey, almonds, salt, soy lecithin, natural flavor.",
  contains: "Almonds, Soy.",
};

export type EuLabel = {
  name?: string;
  portion: string;
  /** [per 100 g, per portion] */
  energyKj: [number, number];
  energyKcal: [number, number];
  fat: [string, string];
  saturates: [string, string];
  carbs: [string, string];
  sugars: [string, string];
  fibre: [string, string];
  protein: [string, string];
  salt: [string, string];
  ingredients: string;
};

/** A muesli as printed on its EU pack: per 100 g and per 45 g portion. */
export const MUESLI: EuLabel = {
  name: "Alpine Fruit Muesli",
  portion: "45 g",
  energyKj: [1520, 684],
  energyKcal: [362, 163],
  fat: ["6.2 g", "2.8 g"],
  saturates: ["1.1 g", "0.5 g"],
  carbs: ["61 g", "27 g"],
  sugars: ["18 g", "8.1 g"],
  fibre: ["8.4 g", "3.8 g"],
  protein: ["10 g", "4.5 g"],
  salt: ["0.10 g", "0.05 g"],
  ingredients: "Oat flakes (52%), raisins (15%), wheat flakes, dried apple (6%), hazelnuts (4%), barley flakes, milk powder.",
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type Line = { y: number; left: string; right?: string; size?: number; bold?: boolean; indent?: number; rule?: number };

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if ((line + " " + word).trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else line += ` ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

function svgOf(width: number, height: number, lines: Line[], x = 24): string {
  const body = lines
    .map((line) => {
      const size = line.size ?? 22;
      const weight = line.bold ? "bold" : "normal";
      const rule = line.rule
        ? `<rect x="${x - 6}" y="${line.y + 11}" width="${width - 2 * x + 12}" height="${line.rule}" fill="#000"/>`
        : "";
      const left = `<text x="${x + (line.indent ?? 0)}" y="${line.y}" font-size="${size}" font-weight="${weight}">${escape(line.left)}</text>`;
      const right = line.right
        ? `<text x="${width - x}" y="${line.y}" font-size="${size}" font-weight="bold" text-anchor="end">${escape(line.right)}</text>`
        : "";
      return rule + left + right;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<g font-family="Liberation Sans, Arial, sans-serif" fill="#000">${body}</g></svg>`
  );
}

/** The SVG of a US Nutrition Facts panel (FDA 2016 layout), its product name above it. */
export function usLabelSvg(label: UsLabel): string {
  const lines: Line[] = [];
  let y = 40;
  const add = (line: Omit<Line, "y">, step = 34) => {
    lines.push({ ...line, y });
    y += step;
  };
  if (label.name) add({ left: label.name, size: 26, bold: true }, 50);
  add({ left: "Nutrition Facts", size: 40, bold: true, rule: 2 }, 46);
  add({ left: `${label.servingsPerContainer} servings per container` });
  add({ left: "Serving size", right: label.servingSize, bold: true, rule: 8 }, 44);
  add({ left: "Amount per serving", size: 18, bold: true }, 40);
  add({ left: "Calories", right: String(label.calories), size: 34, bold: true, rule: 4 }, 42);
  add({ left: "", right: "% Daily Value*", size: 18 }, 32);
  add({ left: `Total Fat ${label.fat[0]}`, right: `${label.fat[1]}%`, bold: true, rule: 1 });
  add({ left: `Saturated Fat ${label.saturatedFat[0]}`, right: `${label.saturatedFat[1]}%`, indent: 24, rule: 1 });
  add({ left: `Trans Fat ${label.transFat}`, indent: 24, rule: 1 });
  add({ left: `Cholesterol ${label.cholesterol[0]}`, right: `${label.cholesterol[1]}%`, bold: true, rule: 1 });
  add({ left: `Sodium ${label.sodium[0]}`, right: `${label.sodium[1]}%`, bold: true, rule: 1 });
  add({ left: `Total Carbohydrate ${label.carbs[0]}`, right: `${label.carbs[1]}%`, bold: true, rule: 1 });
  add({ left: `Dietary Fiber ${label.fiber[0]}`, right: `${label.fiber[1]}%`, indent: 24, rule: 1 });
  add({ left: `Total Sugars ${label.sugars}`, indent: 24, rule: 1 });
  if (label.addedSugars)
    add({ left: `Includes ${label.addedSugars[0]} Added Sugars`, right: `${label.addedSugars[1]}%`, indent: 48, rule: 1 });
  add({ left: `Protein ${label.protein}`, bold: true, rule: 8 }, 48);
  for (const [index, text] of wrap(`INGREDIENTS: ${label.ingredients}`, 46).entries()) add({ left: text, size: 18, bold: index === 0 }, 26);
  if (label.contains) add({ left: `CONTAINS: ${label.contains}`, size: 18, bold: true }, 26);
  return svgOf(560, y + 10, lines);
}

/** The SVG of an EU nutrition declaration: per 100 g and per portion, energy in kJ and kcal, salt. */
export function euLabelSvg(label: EuLabel): string {
  const lines: Line[] = [];
  let y = 40;
  const width = 640;
  const row = (left: string, per100: string, portion: string, extra: Partial<Line> = {}) => {
    lines.push({ left, y, rule: 1, ...extra });
    lines.push({ left: per100, y, ...extra, indent: 300 });
    lines.push({ left: portion, y, ...extra, indent: 460 });
    y += 36;
  };
  if (label.name) {
    lines.push({ left: label.name, y, size: 26, bold: true });
    y += 50;
  }
  lines.push({ left: "Nutrition declaration", y, size: 30, bold: true, rule: 3 });
  y += 44;
  row("Typical values", "per 100 g", `per ${label.portion}`, { bold: true });
  row("Energy", `${label.energyKj[0]} kJ`, `${label.energyKj[1]} kJ`);
  row("", `${label.energyKcal[0]} kcal`, `${label.energyKcal[1]} kcal`);
  row("Fat", label.fat[0], label.fat[1]);
  row("of which saturates", label.saturates[0], label.saturates[1]);
  row("Carbohydrate", label.carbs[0], label.carbs[1]);
  row("of which sugars", label.sugars[0], label.sugars[1]);
  row("Fibre", label.fibre[0], label.fibre[1]);
  row("Protein", label.protein[0], label.protein[1]);
  row("Salt", label.salt[0], label.salt[1]);
  y += 12;
  for (const [index, text] of wrap(`Ingredients: ${label.ingredients}`, 54).entries()) {
    lines.push({ left: text, y, size: 18, bold: index === 0 });
    y += 26;
  }
  return svgOf(width, y + 10, lines);
}

/** The label as a PNG, `scale` times its drawn size. */
export function labelPng(svg: string, scale = 1): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .png()
    .toBuffer();
}

/**
 * The label as a phone would photograph it: placed on a grey table, a little rotated, in a
 * `width` × `height` JPEG (as a camera app saves it).
 */
export async function labelPhoto(svg: string, { width = 2000, height = 1500, angle = 2 } = {}): Promise<Buffer> {
  const label = await sharp(await labelPng(svg, 2))
    .rotate(angle, { background: "#8a8f94" })
    .toBuffer();
  const fitted = await sharp(label)
    .resize({ width: Math.round(width * 0.8), height: Math.round(height * 0.9), fit: "inside" })
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#8a8f94" } })
    .composite([{ input: fitted, gravity: "centre" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
