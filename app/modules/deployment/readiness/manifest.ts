import { z } from "zod";
import { describeIssues } from "~/modules/validate";
import { fetchOk, resultOf, type CheckResult, type Site } from "./site";

export const MANIFEST_PATH = "/manifest.webmanifest";

const Icon = z.object({ src: z.string().min(1), sizes: z.string().optional(), type: z.string().optional() });

/** What an installable app (and Bubblewrap's init) needs from the web app manifest. */
const InstallableManifest = z
  .object({
    name: z.string().min(1).optional(),
    short_name: z.string().min(1).optional(),
    start_url: z.string().min(1, "start_url is required"),
    display: z.enum(["standalone", "fullscreen", "minimal-ui"], { error: "display must be standalone, fullscreen or minimal-ui" }),
    icons: z.array(Icon, { error: "icons are required" }),
  })
  .refine((manifest) => manifest.name || manifest.short_name, "name or short_name is required")
  .refine(
    (manifest) => ["192x192", "512x512"].every((size) => manifest.icons.some((icon) => icon.sizes?.split(/\s+/).includes(size))),
    "icons must include a 192x192 and a 512x512 icon",
  );

/** The web app manifest is served and describes an installable app. */
export async function checkManifest(site: Site): Promise<CheckResult> {
  const result = resultOf("manifest", "Web app manifest");
  const answer = await fetchOk(site, MANIFEST_PATH);
  if (typeof answer === "string") return result("fail", answer);
  let json: unknown;
  try {
    json = JSON.parse(answer.body.toString("utf8"));
  } catch {
    return result("fail", `${MANIFEST_PATH} is not JSON`);
  }
  const parsed = InstallableManifest.safeParse(json);
  if (!parsed.success) return result("fail", describeIssues(parsed.error));
  return result(
    "pass",
    `${MANIFEST_PATH} names ${parsed.data.name ?? parsed.data.short_name}, ${parsed.data.display}, with 192 and 512 px icons`,
  );
}
