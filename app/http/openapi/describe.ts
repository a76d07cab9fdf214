import type { z } from "zod";
import type { ApiGuard, ApiPolicy, Method } from "../write-policy.server";

// The registration of a route's OpenAPI description, wrapped round its action:
// `export const action = describeRoute(apiAction({…}), { POST: { summary, body: TheModuleSchema, example } })`
// names the same Zod schemas its door and module validate with. It rides on the action because
// Remix strips `action` (and what only it imports) from the browser bundle, and no other export. Methods, guard, throttle,
// Idempotency-Key, success status and body schema of a write come from the action's write policy;
// the path and its parameters from the file name. document.server.ts gathers them all.

/** Refusal statuses a route may document beyond those its policy implies, each with its message. */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

export type OperationDoc = {
  summary: string;
  description?: string;
  /** Who may call a loader's method (GET); an action's methods take their guard from the write policy. */
  guard?: ApiGuard;
  /** Schemas of the path's `{parameters}` (default: `userId` as the guard reads it, any other as text). */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  /** The request body's schema, when the module validates it (an action with a Zod `body` needs none). */
  body?: z.ZodType;
  /** A request body the schema accepts (tests/integration/openapi.test.ts parses it). */
  example?: unknown;
  /** The success answer's status (an action's comes from its write policy; default 200). */
  status?: number;
  /** The success answer's schema, where the spec gives its shape. */
  response?: z.ZodType;
  /** A success answer the response schema accepts. */
  responseExample?: unknown;
  /** A download's content types instead of JSON (GET /api/export). */
  produces?: readonly string[];
  /** What the success answer is, when there is no response schema to say it. */
  returns?: string;
  /** Refusals of this operation beyond the policy's, with the message it answers. */
  errors?: Partial<Record<RefusalStatus, string>>;
};

export type RouteDoc = {
  /** The methods the route serves (its action's `Allow`), or "any" (the 404 of unknown paths). */
  allow: readonly string[] | "any";
  policy: ApiPolicy | null;
  operations: Partial<Record<Method, OperationDoc>>;
};

type Action = { allow: readonly string[] | "any"; policy?: ApiPolicy };

/** The action, carrying its route's description (`openapi`: its Allow, its write policy, one entry per served method). */
export function describeRoute<A extends Action>(action: A, operations: Partial<Record<Method, OperationDoc>>): A & { openapi: RouteDoc } {
  return Object.assign(action, { openapi: { allow: action.allow, policy: action.policy ?? null, operations } });
}
