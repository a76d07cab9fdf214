import { describe, expect, it } from "vitest";
import { openApiPathOf, pathParamsOf } from "./paths";

describe("openApiPathOf", () => {
  it.each([
    ["api.foods.ts", "/api/foods"],
    ["api.foods.$foodId.ts", "/api/foods/{foodId}"],
    ["api.tracking.$userId.$date.ts", "/api/tracking/{userId}/{date}"],
    ["api.openapi[.]json.ts", "/api/openapi.json"],
    ["api.docs.tsx", "/api/docs"],
    ["api.$.ts", "/api/{path}"],
  ])("%s → %s", (file, path) => expect(openApiPathOf(file)).toBe(path));

  it("names a path's parameters in order", () => {
    expect(pathParamsOf("/api/tracking/{userId}/{date}")).toEqual(["userId", "date"]);
  });
});
