import { apiLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { describeRoute } from "~/http/openapi/describe";
import { openApiDocument } from "~/http/openapi/document.server";
import { referenceOf, type ReferenceOperation } from "~/http/openapi/reference";
import { notServed } from "~/http/write-policy.server";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "API reference — Fitplate" }];

/** GET /api/docs: the API reference, rendered on the server from /api/openapi.json (no script needed). */
export const loader = apiLoader("none", () => {
  const document = openApiDocument();
  return { description: document.info.description ?? "", groups: referenceOf(document) };
});

export const action = describeRoute(notServed("GET"), {
  GET: { guard: "none", summary: "This reference as a page", returns: "HTML, rendered on the server from /api/openapi.json" },
});

const METHOD_CLASS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-amber-100 text-amber-900",
  DELETE: "bg-rose-100 text-rose-900",
};

/** Text of the description with its Markdown `code` spans as <code> (the backticks themselves never shown). */
function Prose({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

function Code({ label, text }: { label: string; text: string }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{label}</summary>
      <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 text-xs text-slate-900">{text}</pre>
    </details>
  );
}

function Operation({ operation }: { operation: ReferenceOperation }) {
  return (
    <section id={operation.id} aria-labelledby={`${operation.id}-title`} className="border-t border-slate-200 py-3 first:border-t-0">
      <h3 id={`${operation.id}-title`} className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold ${METHOD_CLASS[operation.method] ?? ""}`}>
          {operation.method}
        </span>
        <code className="break-all font-mono text-sm">{operation.path}</code>
      </h3>
      <p className="mt-1 text-sm text-slate-800">
        <Prose text={operation.summary} />
      </p>
      {operation.description ? (
        <p className="mt-1 text-sm text-slate-700">
          <Prose text={operation.description} />
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-semibold">Auth:</span> <Prose text={operation.auth} />
      </p>
      {operation.parameters.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {operation.parameters.map((parameter) => (
            <li key={`${parameter.in}-${parameter.name}`}>
              <code className="font-mono">{parameter.name}</code> ({parameter.in}
              {parameter.required ? ", required" : ""}){parameter.description ? ": " : ""}
              {parameter.description ? <Prose text={parameter.description} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {operation.body ? (
        <div className="mt-1">
          <Code label="Request body schema" text={operation.body.schema} />
          {operation.body.example ? <Code label="Request example" text={operation.body.example} /> : null}
        </div>
      ) : null}
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Answers of {`${operation.method} ${operation.path}`}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="w-16 py-1 pr-2 font-semibold">
              Status
            </th>
            <th scope="col" className="py-1 font-semibold">
              Answer
            </th>
          </tr>
        </thead>
        <tbody>
          {operation.responses.map((response) => (
            <tr key={response.status} className="align-top">
              <td className="py-1 pr-2 font-mono">{response.status}</td>
              <td className="py-1 text-slate-800">
                <Prose text={response.description} />
                {response.example ? <Code label="Example" text={response.example} /> : null}
                {response.schema && response.status.startsWith("2") ? <Code label="Schema" text={response.schema} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function ApiDocs() {
  const { description, groups } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="API reference" subtitle="Every /api route: methods, parameters, bodies, answers and refusals." />
      <Card title="Conventions" titleId="conventions">
        <p className="text-sm text-slate-700">
          <Prose text={description} />
        </p>
        <p className="mt-2 text-sm text-slate-700">
          The same description as OpenAPI 3.1:{" "}
          <a href="/api/openapi.json" className="font-semibold text-brand-700 underline">
            /api/openapi.json
          </a>
          .
        </p>
        <nav aria-label="API sections" className="mt-2 flex flex-wrap gap-2 text-sm">
          {groups.map((group) => (
            <a key={group.tag} href={`#${group.tag}`} className="rounded bg-slate-100 px-2 py-1 font-mono text-brand-700 underline">
              {group.tag}
            </a>
          ))}
        </nav>
      </Card>
      {groups.map((group) => (
        <Card key={group.tag} title={`/api/${group.tag}`} titleId={group.tag}>
          {group.operations.map((operation) => (
            <Operation key={operation.id} operation={operation} />
          ))}
        </Card>
      ))}
    </div>
  );
}
