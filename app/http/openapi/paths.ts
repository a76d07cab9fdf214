// Remix's flat route file names as OpenAPI paths: `api.foods.$foodId.ts` → `/api/foods/{foodId}`,
// `api.openapi[.]json.ts` → `/api/openapi.json`, the splat `api.$.ts` → `/api/{path}`.

/** The name of the splat's parameter (`$` matches the rest of the path). */
export const SPLAT_PARAM = "path";

/** The URL path a route file under app/routes serves, in OpenAPI's `{param}` form. */
export function openApiPathOf(fileName: string): string {
  const stem = fileName.replace(/\.(tsx?|jsx?)$/, "");
  const segments = stem.match(/(\[[^\]]*\]|[^.])+/g) ?? [];
  return `/${segments
    .map((segment) => {
      if (segment === "$") return `{${SPLAT_PARAM}}`;
      if (segment.startsWith("$")) return `{${segment.slice(1)}}`;
      return segment.replace(/\[([^\]]*)\]/g, "$1");
    })
    .join("/")}`;
}

/** The `{parameters}` of an OpenAPI path, in order. */
export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}
