// "How much JavaScript does a page make the browser download?" — parses the HTML for the
// scripts it loads, follows their static imports, and sizes each file raw, gzip -9 and as served.
import { gzipSync } from "node:zlib";
import { httpGet } from "./http.ts";

export interface ScriptRef {
  /** Absolute URL. */
  url: string;
  /** How it was found: "script src", "modulepreload", "inline import", "import from <file>". */
  via: string;
}

export interface JsFile extends ScriptRef {
  status: number;
  rawBytes: number;
  gzip9Bytes: number;
  /** Bytes on the wire when the client sends Accept-Encoding: gzip. */
  servedBytes: number;
  /** Content-Encoding the server used for that ("identity" if none). */
  servedEncoding: string;
}

export interface JsWeight {
  pageUrl: string;
  pageStatus: number;
  files: JsFile[];
  totalRaw: number;
  totalGzip9: number;
  totalServed: number;
  /** Scripts on other origins, listed but not counted (the bench has no internet). */
  skipped: string[];
  /** Files that did not answer 200 (counted as 0 bytes). */
  failed: JsFile[];
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function parseAttributes(tagBody: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of tagBody.matchAll(ATTRIBUTE)) {
    const name = m[1]?.toLowerCase();
    if (name) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return attrs;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Module specifiers in JS source: `import x from "…"`, `import "…"`, `export … from "…"`, and optionally `import("…")`. */
export function importSpecifiers(source: string, { dynamic }: { dynamic: boolean }): string[] {
  const found: string[] = [];
  const staticRe = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\s]+)["']/g;
  for (const m of source.matchAll(staticRe)) if (m[1]) found.push(m[1]);
  if (dynamic) {
    const dynamicRe = /(?:^|[^\w$.])import\s*\(\s*["']([^"'\s]+)["']\s*\)/g;
    for (const m of source.matchAll(dynamicRe)) if (m[1]) found.push(m[1]);
  }
  return found;
}

/** Specifiers a browser can load without an import map (relative, absolute path or URL). */
const isUrlSpecifier = (spec: string) => /^(\.{1,2}\/|\/|https?:\/\/)/.test(spec);

/** Every script the HTML loads: <script src>, <link rel=modulepreload|preload as=script>, and imports in inline module scripts. */
export function extractScriptRefs(html: string, pageUrl: string): ScriptRef[] {
  const refs: ScriptRef[] = [];
  const resolve = (spec: string) => new URL(spec, pageUrl).href;

  // One pass in document order: <script …>…</script> or <link …>.
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<link\b([^>]*)>/gi)) {
    if (m[3] === undefined) {
      const attrs = parseAttributes(m[1] ?? "");
      const src = attrs.get("src");
      if (src) {
        refs.push({ url: resolve(src), via: "script src" });
      } else if (attrs.get("type")?.toLowerCase() === "module") {
        for (const spec of importSpecifiers(m[2] ?? "", { dynamic: true }).filter(isUrlSpecifier)) {
          refs.push({ url: resolve(spec), via: "inline import" });
        }
      }
    } else {
      const attrs = parseAttributes(m[3]);
      const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
      const href = attrs.get("href");
      if (!href) continue;
      if (rel.includes("modulepreload")) refs.push({ url: resolve(href), via: "modulepreload" });
      else if (rel.includes("preload") && attrs.get("as")?.toLowerCase() === "script") refs.push({ url: resolve(href), via: "preload" });
    }
  }
  return refs;
}

/** Static imports of a fetched module that resolve to URLs (lazy `import()`s are not followed). */
function staticImportRefs(source: string, fileUrl: string): ScriptRef[] {
  const name = new URL(fileUrl).pathname.split("/").pop() ?? fileUrl;
  return importSpecifiers(source, { dynamic: false })
    .filter(isUrlSpecifier)
    .map((spec) => ({ url: new URL(spec, fileUrl).href, via: `import from ${name}` }));
}

export interface MeasureJsOptions {
  /** Extra request headers for the page, e.g. { cookie: "__session=…" }. */
  headers?: Record<string, string>;
}

/** Fetches `pageUrl` and measures every JS file it loads (deduped, same origin only). */
export async function measureJs(pageUrl: string, options: MeasureJsOptions = {}): Promise<JsWeight> {
  const headers = options.headers ?? {};
  const page = await httpGet(pageUrl, { ...headers, "accept-encoding": "identity", accept: "text/html" });
  const origin = new URL(pageUrl).origin;

  const queue = extractScriptRefs(page.body.toString("utf8"), pageUrl);
  const seen = new Set<string>();
  const files: JsFile[] = [];
  const skipped: string[] = [];

  while (queue.length > 0) {
    const ref = queue.shift();
    if (!ref) break;
    const key = ref.url.split("#")[0] ?? ref.url;
    if (seen.has(key)) continue;
    seen.add(key);
    if (new URL(key).origin !== origin) {
      skipped.push(key);
      continue;
    }
    const plain = await httpGet(key, { ...headers, "accept-encoding": "identity" });
    const served = await httpGet(key, { ...headers, "accept-encoding": "gzip" });
    const ok = plain.status === 200;
    files.push({
      url: key,
      via: ref.via,
      status: plain.status,
      rawBytes: ok ? plain.body.length : 0,
      gzip9Bytes: ok ? gzipSync(plain.body, { level: 9 }).length : 0,
      servedBytes: ok ? served.body.length : 0,
      servedEncoding: String(served.headers["content-encoding"] ?? "identity"),
    });
    if (ok) queue.push(...staticImportRefs(plain.body.toString("utf8"), key));
  }

  const sum = (pick: (f: JsFile) => number) => files.reduce((total, f) => total + pick(f), 0);
  return {
    pageUrl,
    pageStatus: page.status,
    files,
    totalRaw: sum((f) => f.rawBytes),
    totalGzip9: sum((f) => f.gzip9Bytes),
    totalServed: sum((f) => f.servedBytes),
    skipped,
    failed: files.filter((f) => f.status !== 200),
  };
}
