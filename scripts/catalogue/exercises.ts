// Mapping of free-exercise-db (public domain, Unlicense) into Fitplate catalogue exercises.
// We keep the facts (name, category, equipment, level, force, mechanic, muscles) and write
// our own short description from them; the source's instruction sentences are never used.
// Pure functions only: the entry point (scripts/build-catalogue.ts) does all file I/O.

export interface SourceExercise {
  id: string;
  name: string;
  category: string;
  equipment: string | null;
  level: string;
  force: string | null;
  mechanic: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  instructions: string[];
}

export interface CatalogueExercise {
  id: number;
  slug: string;
  name: string;
  category: string;
  equipment: string | null;
  level: string;
  force: string | null;
  mechanic: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  description: string;
}

// ---------------------------------------------------------------------------
// Validation of the untyped JSON.

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function str(o: Record<string, unknown>, key: string, where: string): string {
  const v = o[key];
  if (typeof v !== "string" || v.trim() === "") throw new Error(`${where}: "${key}" must be a non-empty string`);
  return v;
}

function strOrNull(o: Record<string, unknown>, key: string, where: string): string | null {
  const v = o[key];
  if (v === null || v === undefined) return null;
  if (typeof v !== "string") throw new Error(`${where}: "${key}" must be a string or null`);
  return v.trim() === "" ? null : v;
}

function strArray(o: Record<string, unknown>, key: string, where: string): string[] {
  const v = o[key];
  if (!Array.isArray(v) || !v.every((x): x is string => typeof x === "string")) {
    throw new Error(`${where}: "${key}" must be an array of strings`);
  }
  return v;
}

export function parseSourceExercises(json: string): SourceExercise[] {
  const data: unknown = JSON.parse(json);
  if (!Array.isArray(data)) throw new Error("exercises.json must be an array");
  return data.map((item: unknown, i): SourceExercise => {
    const where = `exercise #${i}`;
    if (!isRecord(item)) throw new Error(`${where} is not an object`);
    return {
      id: str(item, "id", where),
      name: str(item, "name", where),
      category: str(item, "category", where),
      equipment: strOrNull(item, "equipment", where),
      level: str(item, "level", where),
      force: strOrNull(item, "force", where),
      mechanic: strOrNull(item, "mechanic", where),
      primaryMuscles: strArray(item, "primaryMuscles", where),
      secondaryMuscles: strArray(item, "secondaryMuscles", where),
      instructions: strArray(item, "instructions", where),
    };
  });
}

// ---------------------------------------------------------------------------
// Our own descriptions, built only from the facts.

const CATEGORY_WORDS: Readonly<Record<string, string>> = {
  strength: "strength",
  stretching: "stretching",
  plyometrics: "plyometric",
  strongman: "strongman",
  powerlifting: "powerlifting",
  cardio: "cardio",
  "olympic weightlifting": "Olympic weightlifting",
};

const EQUIPMENT_PHRASES: Readonly<Record<string, string>> = {
  "body only": "using body weight only",
  barbell: "with a barbell",
  dumbbell: "with dumbbells",
  kettlebells: "with kettlebells",
  cable: "on a cable machine",
  machine: "on a machine",
  bands: "with resistance bands",
  "medicine ball": "with a medicine ball",
  "exercise ball": "with an exercise ball",
  "e-z curl bar": "with an EZ curl bar",
  "foam roll": "with a foam roller",
};

const FORCE_WORDS: Readonly<Record<string, string>> = {
  push: "pushing",
  pull: "pulling",
};

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "An" : "A";
}

/** ["a"] -> "a"; ["a","b"] -> "a and b"; ["a","b","c"] -> "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * One or two sentences, deterministic, e.g.
 * "A beginner strength exercise for the abdominals using body weight only.
 *  A compound pulling movement that also works the hip flexors."
 */
export function describeExercise(e: Omit<SourceExercise, "id" | "instructions" | "name">): string {
  const category = CATEGORY_WORDS[e.category] ?? e.category;
  const primary = joinList(e.primaryMuscles);
  const target = primary === "" ? "" : ` for the ${primary}`;
  const equipment = e.equipment === null ? undefined : EQUIPMENT_PHRASES[e.equipment];
  const first = `${article(e.level)} ${e.level} ${category} exercise${target}${equipment ? ` ${equipment}` : ""}.`;

  const secondary = e.secondaryMuscles.filter((m) => !e.primaryMuscles.includes(m));
  const also = secondary.length > 0 ? `also works the ${joinList(secondary)}` : "";
  const kind =
    e.force === "static"
      ? [e.mechanic, "static hold"]
      : [e.mechanic, e.force === null ? null : (FORCE_WORDS[e.force] ?? e.force), "movement"];
  const kindWords = kind.filter((w): w is string => w !== null && w !== "");
  const hasKind = kindWords.length > 1 || e.force === "static";

  let second = "";
  if (hasKind) {
    const phrase = kindWords.join(" ");
    second = `${article(phrase)} ${phrase}${also ? ` that ${also}` : ""}.`;
  } else if (also) {
    second = `Also works the ${joinList(secondary)}.`;
  }
  return second ? `${first} ${second}` : first;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/**
 * True when the description shares a run of `n` or more consecutive words with any
 * instruction sentence: the guard that we never copy the source's instruction text.
 */
export function sharesInstructionText(description: string, instructions: readonly string[], n = 6): boolean {
  const d = words(description);
  const grams = new Set<string>();
  for (let i = 0; i + n <= d.length; i++) grams.add(d.slice(i, i + n).join(" "));
  for (const sentence of instructions) {
    const w = words(sentence);
    for (let i = 0; i + n <= w.length; i++) if (grams.has(w.slice(i, i + n).join(" "))) return true;
  }
  return false;
}

function compareAscii(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function buildExercises(source: readonly SourceExercise[]): CatalogueExercise[] {
  const sorted = [...source].sort((a, b) => compareAscii(a.id, b.id));
  const slugs = new Set<string>();
  return sorted.map((s, i): CatalogueExercise => {
    if (slugs.has(s.id)) throw new Error(`Duplicate exercise id ${s.id}`);
    slugs.add(s.id);
    const description = describeExercise(s);
    if (sharesInstructionText(description, s.instructions)) {
      throw new Error(`Description of ${s.id} repeats its source instructions`);
    }
    return {
      id: i + 1,
      slug: s.id,
      name: s.name,
      category: s.category,
      equipment: s.equipment,
      level: s.level,
      force: s.force,
      mechanic: s.mechanic,
      primaryMuscles: [...s.primaryMuscles],
      secondaryMuscles: [...s.secondaryMuscles],
      description,
    };
  });
}
