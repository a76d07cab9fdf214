// The /api/docs page's reading of the OpenAPI document: one entry per operation, grouped by tag,
// with schemas and examples as indented JSON. Pure: it reads only the document it is given.

type Json = Record<string, unknown>;

export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  auth: string;
  parameters: Array<{ name: string; in: string; required: boolean; description: string | null; schema: string }>;
  body: { schema: string; example: string | null } | null;
  responses: Array<{ status: string; description: string; schema: string | null; example: string | null }>;
};

export type ReferenceGroup = { tag: string; operations: ReferenceOperation[] };

const METHODS = ["get", "post", "put", "patch", "delete"];
const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const asJson = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});

function authOf(security: unknown): string {
  const options = Array.isArray(security) ? (security as Json[]) : [];
  if (options.length === 0) return "None";
  const names = options.map((option) => Object.keys(option)[0]);
  if (names.includes(undefined)) return "Optional: the session cookie when there is one";
  return "Session cookie or API token (Authorization: Bearer fp_…)";
}

function jsonContent(content: unknown): Json | null {
  const types = asJson(content);
  const first = types["application/json"] ?? Object.values(types)[0];
  return first === undefined ? null : asJson(first);
}

function operationOf(path: string, method: string, operation: Json): ReferenceOperation {
  const body = operation.requestBody ? jsonContent(asJson(operation.requestBody).content) : null;
  return {
    id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-").replace(/-$/, ""),
    method: method.toUpperCase(),
    path,
    summary: String(operation.summary ?? ""),
    description: typeof operation.description === "string" ? operation.description : null,
    auth: authOf(operation.security),
    parameters: (Array.isArray(operation.parameters) ? (operation.parameters as Json[]) : []).map((parameter) => ({
      name: String(parameter.name),
      in: String(parameter.in),
      required: parameter.required === true,
      description: typeof parameter.description === "string" ? parameter.description : null,
      schema: pretty(parameter.schema ?? {}),
    })),
    body: body ? { schema: pretty(body.schema ?? {}), example: body.example === undefined ? null : pretty(body.example) } : null,
    responses: Object.entries(asJson(operation.responses)).map(([status, response]) => {
      const content = jsonContent(asJson(response).content);
      return {
        status,
        description: String(asJson(response).description ?? ""),
        schema: content?.schema === undefined ? null : pretty(content.schema),
        example: content?.example === undefined ? null : pretty(content.example),
      };
    }),
  };
}

/** The document's operations by their first tag, in path order. */
export function referenceOf(document: { paths?: unknown }): ReferenceGroup[] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, item] of Object.entries(asJson(document.paths))) {
    for (const method of METHODS) {
      const operation = asJson(item)[method];
      if (operation === undefined) continue;
      const tags = asJson(operation).tags;
      const tag = Array.isArray(tags) ? String(tags[0]) : "api";
      groups.set(tag, [...(groups.get(tag) ?? []), operationOf(path, method, asJson(operation))]);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}
