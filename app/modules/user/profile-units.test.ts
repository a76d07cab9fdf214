import { describe, expect, it } from "vitest";
import { ProfileForm } from "./profile-input";
import { US_HEIGHT_RANGE, US_WEIGHT_BOUNDS } from "./profile-fields";
import { profileFormFor } from "./profile-units";

describe("the profile form in US units", () => {
  it("takes pounds and feet + inches and gives kilograms and centimetres", () => {
    const parsed = profileFormFor("us").parse({ weight: "165", heightFt: "5", heightIn: "9", dailyCalorieGoal: "2000" });
    expect(parsed).toMatchObject({ weight: 74.84, height: 175.3, dailyCalorieGoal: 2000 });
  });

  it("leaves empty fields out, and a metric form is the plain one", () => {
    const parsed = profileFormFor("us").parse({ weight: "", heightFt: "", heightIn: "" });
    expect(parsed.weight).toBeUndefined();
    expect(parsed.height).toBeUndefined();
    expect(profileFormFor("metric")).toBe(ProfileForm);
  });

  it("says the bounds in the member's units", () => {
    expect(US_WEIGHT_BOUNDS).toEqual({ min: 55.2, max: 881.8 });
    const light = profileFormFor("us").safeParse({ weight: "40" });
    expect(light.success).toBe(false);
    expect(light.error?.issues[0]?.message).toBe("Weight must be between 55.2 and 881.8 lb");
    const tall = profileFormFor("us").safeParse({ heightFt: "8", heightIn: "6" });
    expect(tall.error?.issues[0]).toMatchObject({ path: ["heightFt"], message: `Height must be between ${US_HEIGHT_RANGE}` });
    expect(US_HEIGHT_RANGE).toBe("3 ft 3.4 in–8 ft 2.4 in");
    expect(profileFormFor("us").safeParse({ heightIn: "9" }).error?.issues[0]?.path).toEqual(["heightFt"]);
  });
});
