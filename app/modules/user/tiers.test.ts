import { describe, expect, it } from "vitest";
import { tierLabel } from "./tiers";

describe("tierLabel (issue 37 item 10)", () => {
  it("names each tier by the plan table: Elite, not Premium Plus", () => {
    expect(tierLabel("premium_plus")).toBe("Elite");
    expect(tierLabel("premium")).toBe("Premium");
    expect(tierLabel("free")).toBe("Free");
  });
});
