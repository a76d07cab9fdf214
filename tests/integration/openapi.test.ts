import { readdirSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument, routeDocs } from "~/http/openapi/document.server";
import { openApiPathOf, pathParamsOf } from "~/http/openapi/paths";
import { newGuest, ORIGIN, respond } from "../helpers/requests";

// Issue 26 item 6: /api/openapi.json describes every /api route from the routes' own Zod schemas.
type Handler = ((args: { request: Request; params: Record<string, string>; context: object }) => unknown) & {
  openapi?: { operations: Record<string, unknown> };
};

// The walk reads the folder, so a new app/routes/api.* file without its `openapi` registration fails here.

const routeFiles = readdirSync("app/routes").filter((file) => file.startsWith("api."));
const document = openApiDocument();
const operations = routeDocs().flatMap(({ path, doc }) =>
  Object.entries(doc.operations).map(([method, operation]) => ({ path, method, operation })),
);

describe("the OpenAPI description", () => {
  it("has every app/routes/api.* file, each with every method it serves", () => {
    expect(routeFiles.length).toBeGreaterThan(30);
    const documented = Object.keys(document.paths ?? {});
    expect(routeFiles.map(openApiPathOf).filter((path) => !documented.includes(path))).toEqual([]);
    for (const { path, doc } of routeDocs()) {
      if (doc.allow !== "any") expect([...doc.allow].sort(), path).toEqual(Object.keys(doc.operations).sort());
    }
  });

  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe("3.1");
  });

  it.each(operations.filter(({ operation }) => operation.body !== undefined))(
    "$method $path: its request example passes the route's own schema",
    ({ operation }) => {
      expect(operation.example).toBeDefined();
      const parsed = operation.body!.safeParse(operation.example);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it.each(operations.filter(({ operation }) => operation.response !== undefined))(
    "$method $path: its answer example passes the answer's schema",
    ({ operation }) => {
      expect(operation.responseExample).toBeDefined();
      const parsed = operation.response!.safeParse(operation.responseExample);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it("describes every path id as an integer from 1 to 2,147,483,647 (what the doors accept)", () => {
    const ids = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.values(item ?? {}).flatMap((operation) =>
        ((operation as { parameters?: { in: string; name: string; schema?: unknown }[] }).parameters ?? [])
          .filter((parameter) => parameter.in === "path" && parameter.name.endsWith("Id"))
          .map((parameter) => ({ path, name: parameter.name, schema: parameter.schema })),
      ),
    );
    expect(new Set(ids.map(({ name }) => name))).toEqual(
      new Set(["userId", "foodId", "entryId", "mealId", "analysisId", "routineId", "savedMealId", "recipeId"]),
    );
    for (const { path, schema } of ids) expect(schema, path).toMatchObject({ type: "integer", minimum: 1, maximum: 2_147_483_647 });
  });

  it("the doors answer 400 to a path id of 0 or past 2^31-1", async () => {
    const modules = import.meta.glob<{ action?: Handler; loader?: Handler }>("../../app/routes/api.*.ts", { eager: true });
    const { cookie } = await newGuest();
    const tried: string[] = [];
    for (const [file, module] of Object.entries(modules)) {
      const path = openApiPathOf(file.slice(file.lastIndexOf("/") + 1));
      const ids = pathParamsOf(path).filter((name) => name.endsWith("Id"));
      if (ids.length === 0) continue;
      for (const method of Object.keys(module.action?.openapi?.operations ?? {})) {
        for (const bad of ["0", "2147483648"]) {
          const params = Object.fromEntries(pathParamsOf(path).map((name) => [name, ids.includes(name) ? bad : "2026-11-25"]));
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
          const body = method === "GET" || method === "DELETE" ? undefined : "{}";
          const request = new Request(`${ORIGIN}${url}`, { method, headers: { Cookie: cookie, "Content-Type": "application/json" }, body });
          const handler = method === "GET" ? module.loader : module.action;
          const response = await respond(() => handler!({ request, params, context: {} }));
          expect(response.status, `${method} ${url}`).toBe(400);
          expect(await response.json(), `${method} ${url}`).toEqual({ error: expect.any(String) });
          tried.push(`${method} ${path}`);
        }
      }
    }
    expect(tried.length).toBeGreaterThanOrEqual(24);
  });

  it("says 201 for guest creation, as the door answers", () => {
    expect(Object.keys(document.paths?.["/api/auth/guest"]?.post?.responses ?? {})).toContain("201");
    expect(Object.keys(document.paths?.["/api/auth/guest"]?.post?.responses ?? {})).not.toContain("200");
  });

  it("shows the policy of a write: guard, Idempotency-Key, body, refusals", () => {
    const logFood = document.paths?.["/api/food-log"]?.post;
    expect(logFood?.security).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
    expect(logFood?.parameters).toContainEqual(expect.objectContaining({ in: "header", name: "Idempotency-Key" }));
    expect(Object.keys(logFood?.responses ?? {}).sort()).toEqual(["201", "400", "401", "403", "404", "409", "413", "422", "429"]);
    const body =
      logFood?.requestBody && "content" in logFood.requestBody ? logFood.requestBody.content["application/json"]?.schema : undefined;
    // grams (`quantity`) or a recipe's `servings`: one of the two, checked by the door
    expect(body).toMatchObject({ type: "object", required: ["foodId"], properties: { quantity: {}, servings: {} } });
  });
});
