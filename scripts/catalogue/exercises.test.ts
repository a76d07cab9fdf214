import { describe, expect, it } from "vitest";

import { buildExercises, describeExercise, joinList, parseSourceExercises, sharesInstructionText, type SourceExercise } from "./exercises";

// Real-format sample entries of free-exercise-db/exercises.json (images trimmed to one).
const SOURCE_JSON = JSON.stringify([
  {
    name: "Barbell Squat",
    force: "push",
    level: "beginner",
    mechanic: "compound",
    equipment: "barbell",
    primaryMuscles: ["quadriceps"],
    secondaryMuscles: ["calves", "glutes", "hamstrings", "lower back"],
    instructions: [
      "This exercise is best performed inside a squat rack for safety purposes.",
      "Move the bar out of the rack and position your legs using a shoulder width medium stance with the toes slightly pointed out.",
    ],
    category: "strength",
    images: ["Barbell_Squat/0.jpg"],
    id: "Barbell_Squat",
  },
  {
    name: "3/4 Sit-Up",
    force: "pull",
    level: "beginner",
    mechanic: "compound",
    equipment: "body only",
    primaryMuscles: ["abdominals"],
    secondaryMuscles: [],
    instructions: [
      "Lie down on the floor and secure your feet. Your legs should be bent at the knees.",
      "Flex your hips and spine to raise your torso toward your knees.",
    ],
    category: "strength",
    images: ["3_4_Sit-Up/0.jpg"],
    id: "3_4_Sit-Up",
  },
  {
    name: "Adductor",
    force: "static",
    level: "intermediate",
    mechanic: null,
    equipment: "foam roll",
    primaryMuscles: ["adductors"],
    secondaryMuscles: [],
    instructions: ["Lie face down with one leg on a foam roll."],
    category: "stretching",
    images: ["Adductor/0.jpg"],
    id: "Adductor",
  },
  {
    name: "Atlas Stones",
    force: null,
    level: "expert",
    mechanic: null,
    equipment: "other",
    primaryMuscles: ["lower back"],
    secondaryMuscles: ["abdominals", "adductors", "forearms"],
    instructions: ["Begin with the atlas stone between your feet."],
    category: "strongman",
    images: ["Atlas_Stones/0.jpg"],
    id: "Atlas_Stones",
  },
  {
    name: "air bike",
    force: "pull",
    level: "beginner",
    mechanic: "compound",
    equipment: null,
    primaryMuscles: ["abdominals"],
    secondaryMuscles: [],
    instructions: ["Lie flat on the floor with your lower back pressed to the ground."],
    category: "strength",
    images: ["Air_Bike/0.jpg"],
    id: "air_bike",
  },
]);

describe("parseSourceExercises", () => {
  it("reads the facts and keeps nulls", () => {
    const [squat, , adductor] = parseSourceExercises(SOURCE_JSON);
    expect(squat).toMatchObject({ id: "Barbell_Squat", equipment: "barbell", force: "push", mechanic: "compound" });
    expect(adductor).toMatchObject({ mechanic: null, force: "static" });
  });

  it("rejects malformed entries", () => {
    expect(() => parseSourceExercises("{}")).toThrow(/array/);
    expect(() => parseSourceExercises('[{"id": "x"}]')).toThrow(/name/);
  });
});

describe("describeExercise", () => {
  const source = parseSourceExercises(SOURCE_JSON);
  const byId = (id: string): SourceExercise => {
    const e = source.find((x) => x.id === id);
    if (!e) throw new Error(id);
    return e;
  };

  it("writes one or two sentences from the facts", () => {
    expect(describeExercise(byId("3_4_Sit-Up"))).toBe(
      "A beginner strength exercise for the abdominals using body weight only. A compound pulling movement.",
    );
    expect(describeExercise(byId("Barbell_Squat"))).toBe(
      "A beginner strength exercise for the quadriceps with a barbell. " +
        "A compound pushing movement that also works the calves, glutes, hamstrings and lower back.",
    );
    expect(describeExercise(byId("Adductor"))).toBe(
      "An intermediate stretching exercise for the adductors with a foam roller. A static hold.",
    );
    expect(describeExercise(byId("Atlas_Stones"))).toBe(
      "An expert strongman exercise for the lower back. Also works the abdominals, adductors and forearms.",
    );
  });

  it("is deterministic", () => {
    const e = byId("Barbell_Squat");
    expect(describeExercise(e)).toBe(describeExercise({ ...e }));
  });

  it("never contains the source instruction text", () => {
    for (const e of source) {
      const d = describeExercise(e);
      expect(sharesInstructionText(d, e.instructions)).toBe(false);
      for (const sentence of e.instructions) expect(d).not.toContain(sentence);
    }
  });
});

describe("sharesInstructionText", () => {
  it("detects a copied run of six words, in any case and punctuation", () => {
    const instructions = ["Flex your hips and spine to raise your torso toward your knees."];
    expect(sharesInstructionText("Stand up. flex your HIPS and spine, to raise it.", instructions)).toBe(true);
    expect(sharesInstructionText("A beginner strength exercise for the abdominals.", instructions)).toBe(false);
  });
});

describe("joinList", () => {
  it("joins with commas and 'and'", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["calves"])).toBe("calves");
    expect(joinList(["calves", "glutes"])).toBe("calves and glutes");
    expect(joinList(["calves", "glutes", "lats"])).toBe("calves, glutes and lats");
  });
});

describe("buildExercises", () => {
  const exercises = buildExercises(parseSourceExercises(SOURCE_JSON));

  it("sorts by source id in ASCII order and numbers from 1", () => {
    expect(exercises.map((e) => [e.id, e.slug])).toEqual([
      [1, "3_4_Sit-Up"],
      [2, "Adductor"],
      [3, "Atlas_Stones"],
      [4, "Barbell_Squat"],
      [5, "air_bike"],
    ]);
  });

  it("keeps the facts, drops instructions and images", () => {
    expect(exercises[4]).toEqual({
      id: 5,
      slug: "air_bike",
      name: "air bike",
      category: "strength",
      equipment: null,
      level: "beginner",
      force: "pull",
      mechanic: "compound",
      primaryMuscles: ["abdominals"],
      secondaryMuscles: [],
      description: "A beginner strength exercise for the abdominals. A compound pulling movement.",
    });
    expect(Object.keys(exercises[0] ?? {})).not.toContain("instructions");
  });

  it("rejects duplicate ids", () => {
    const [one] = parseSourceExercises(SOURCE_JSON);
    if (!one) throw new Error("fixture");
    expect(() => buildExercises([one, one])).toThrow(/Duplicate/);
  });
});
