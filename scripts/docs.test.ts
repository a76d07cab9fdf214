// The README is the door (issue 38): one screen long, its links and the docs' links lead somewhere,
// the commands it names exist, and the route pattern the docs teach is the one the routes use.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const README = read("README.md");

/** Every markdown file under `dir`, as paths from the project root. */
function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));
}
const DOCS = ["README.md", ...markdownUnder("docs")];

/** The targets of a markdown file's links and images: `[text](target)`, `<img src>`, `<a href>`. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const html = [...prose.matchAll(/<(?:img|a)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  return [...inline, ...html];
}

/** Relative links whose file (the part before any #anchor) is missing, as "file → target". */
function brokenLinks(file: string, markdown: string): string[] {
  return linksOf(markdown)
    .filter((target) => !/^([a-z][a-z+.-]*:|#)/i.test(target))
    .filter((target) => {
      const onDisk = path.resolve(path.dirname(path.join(ROOT, file)), decodeURI(target.split("#")[0]!));
      return !existsSync(onDisk);
    })
    .map((target) => `${file} → ${target}`);
}

const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);

/** The package scripts a text runs: `npm run x`, `npm test`, `npm start`. */
function commandsIn(text: string): string[] {
  const run = [...text.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1]!);
  const short = [...text.matchAll(/\bnpm (test|start)\b/g)].map((m) => m[1]!);
  return [...new Set([...run, ...short])];
}

/** Code with its whitespace removed, so a pattern matches however Prettier wraps it. */
const squeezed = (text: string) => text.replace(/\s+/g, "");

describe("the README and docs/", () => {
  it("keeps the README to one screen: at most 10 KB", () => {
    expect(Buffer.byteLength(README, "utf8")).toBeLessThanOrEqual(10 * 1024);
  });

  it("finds the links it checks, and would see a broken one", () => {
    expect(linksOf(README)).toEqual(expect.arrayContaining(["docs/README.md", "docs/screens/home-phone.png"]));
    expect(brokenLinks("docs/x.md", "[gone](gone.md) [ok](README.md#top) [web](https://example.com)")).toEqual(["docs/x.md → gone.md"]);
  });

  it("has no relative link, in the README or any page under docs/, to a file that is not there", () => {
    expect(DOCS.length).toBeGreaterThan(40);
    expect(DOCS.flatMap((file) => brokenLinks(file, read(file)))).toEqual([]);
  });

  it("names only commands package.json has, starting with the two quick-start ones", () => {
    const named = commandsIn(README);
    expect(named).toEqual(expect.arrayContaining(["setup", "start", "test"]));
    const missing = DOCS.flatMap((file) => commandsIn(read(file)).map((command) => `${file}: ${command}`)).filter(
      (entry) => !scripts.includes(entry.split(": ")[1]!),
    );
    expect(missing).toEqual([]);
  });

  it("teaches the API-route pattern the routes use: the action wrapped by describeRoute", () => {
    const pattern = "exportconstaction=describeRoute(apiAction(";
    const routes = readdirSync(path.join(ROOT, "app/routes")).filter((file) => /^api\..*\.tsx?$/.test(file));
    const using = routes.filter((file) => squeezed(read(`app/routes/${file}`)).includes(pattern));
    expect(using).toContain("api.food-log.ts");
    expect(squeezed(read("docs/api.md"))).toContain(pattern);
    expect(squeezed(read("docs/decisions/0027-openapi-from-zod.md"))).toContain("action=describeRoute(apiAction(");
    const stale = DOCS.filter((file) => squeezed(read(file)).includes("exportconstopenapi=describeRoute("));
    expect(stale).toEqual([]);
  });

  it("lists every ADR in docs/decisions/README.md", () => {
    const index = read("docs/decisions/README.md");
    const adrs = readdirSync(path.join(ROOT, "docs/decisions")).filter(
      (file) => /^\d{4}-.*\.md$/.test(file) && !file.startsWith("0000") && statSync(path.join(ROOT, "docs/decisions", file)).isFile(),
    );
    expect(adrs.length).toBeGreaterThan(30);
    expect(adrs.filter((file) => !index.includes(`](${file})`))).toEqual([]);
  });
});
