import sharp from "sharp";
import { fetchOk, type CheckResult, type Site } from "./site";

/** The store listing's images (commercial spec §9): the 512x512 icon and the 1024x500 feature graphic. */
export const STORE_IMAGES = [
  { path: "/icons/icon-512.png", width: 512, height: 512 },
  { path: "/icons/feature-graphic-1024x500.png", width: 1024, height: 500 },
] as const;

async function problemOf(site: Site, { path, width, height }: (typeof STORE_IMAGES)[number]): Promise<string | null> {
  const answer = await fetchOk(site, path);
  if (typeof answer === "string") return answer;
  const size = await sharp(answer.body)
    .metadata()
    .then(
      (metadata) => ({ width: metadata.width, height: metadata.height, format: metadata.format }),
      () => null,
    );
  if (!size || (size.format !== "png" && size.format !== "jpeg")) return `${path} is not a PNG or JPEG image`;
  if (size.width !== width || size.height !== height) return `${path} is ${size.width}x${size.height}, not ${width}x${height}`;
  return null;
}

/** Each store image is served, is a PNG or JPEG, and has exactly its size. */
export async function checkStoreImages(site: Site): Promise<CheckResult> {
  const problems = (await Promise.all(STORE_IMAGES.map((image) => problemOf(site, image)))).filter((problem) => problem !== null);
  return {
    id: "store-images",
    title: "Icon and feature graphic",
    state: problems.length === 0 ? "pass" : "fail",
    detail: problems.length === 0 ? "The 512x512 icon and the 1024x500 feature graphic are served" : problems.join("; "),
  };
}
