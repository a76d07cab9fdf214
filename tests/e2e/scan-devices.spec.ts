// The scanner's browser devices, each replaced by a scripted stand-in before the page loads:
// speech synthesis (the voice summary card), speech recognition (voice search) and the camera with
// a BarcodeDetector. What is tested is our wiring: states, settings and where each leads.
import { expect, test, type Page } from "@playwright/test";
import { fitsViewport, startTracking } from "./helpers";
import { makePremium, platePhoto, SCAN_BASE_URL } from "./scan-helpers";

async function analyzePlate(page: Page, path = "/scan") {
  await page.goto(SCAN_BASE_URL + path);
  await page
    .getByLabel("Take or choose a photo of your meal")
    .setInputFiles({ name: "plate.jpg", mimeType: "image/jpeg", buffer: await platePhoto() });
  await page.getByRole("button", { name: "Analyze with AI" }).click();
  await expect(page.getByTestId("scan-food")).toHaveCount(4);
}

test.describe("with the scan server", () => {
  test.use({ baseURL: SCAN_BASE_URL });

  test("the voice summary: Play speaks it rewritten with the spec's voice settings, Pause cancels, the end returns to idle", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__spoken = [];
      w.__cancelled = 0;
      w.__speakMs = 60_000;
      const voices = [
        { name: "Google US English", lang: "en-US", localService: false },
        { name: "Samantha", lang: "en-US", localService: true },
      ];
      const synth = {
        getVoices: () => voices,
        speak(utterance: {
          text: string;
          rate: number;
          pitch: number;
          volume: number;
          lang: string;
          voice?: { name: string };
          onend?: () => void;
        }) {
          (w.__spoken as unknown[]).push({ ...utterance, voice: utterance.voice?.name });
          setTimeout(() => utterance.onend?.(), w.__speakMs as number);
        },
        cancel() {
          (w.__cancelled as number)++;
        },
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
      w.SpeechSynthesisUtterance = class {
        text: string;
        constructor(text: string) {
          this.text = text;
        }
      };
    });
    await startTracking(page);
    await analyzePlate(page);
    const card = page.getByRole("region", { name: "AI voice summary" });
    await card.getByRole("button", { name: "Play" }).click();
    await expect(card.getByRole("button", { name: "Pause" })).toHaveAttribute("aria-pressed", "true");
    const first = await page.evaluate(() => (window as unknown as { __spoken: Record<string, unknown>[] }).__spoken[0]);
    expect(first).toMatchObject({ rate: 0.9, pitch: 1.1, volume: 0.8, lang: "en-US", voice: "Samantha" });
    expect(first!.text).toMatch(/^This meal has about \d+ calories/); // "cal" said as "calories"

    await card.getByRole("button", { name: "Pause" }).click();
    await expect(card.getByRole("button", { name: "Play" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __cancelled: number }).__cancelled)).toBeGreaterThan(0);

    // played to the end (each phrase ends at once, with the pauses after punctuation), then idle again
    await page.evaluate(() => ((window as unknown as { __speakMs: number }).__speakMs = 1));
    await card.getByRole("button", { name: "Play" }).click();
    await expect(card.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Play" })).toBeVisible({ timeout: 15_000 });
    const phrases = await page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.length);
    expect(phrases).toBeGreaterThan(5);
  });

  test("without speech synthesis, Play says voice is unavailable", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true }));
    await startTracking(page);
    await analyzePlate(page);
    const card = page.getByRole("region", { name: "AI voice summary" });
    await card.getByRole("button", { name: "Play" }).click();
    await expect(card.getByRole("alert")).toHaveText("Voice synthesis unavailable. Please check your browser settings.");
  });

  test("voice search on /scan-enhanced opens the food search with what was heard; hidden without recognition", async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ["SpeechRecognition", "webkitSpeechRecognition"])
        Object.defineProperty(window, name, { value: undefined, configurable: true });
    });
    await startTracking(page);
    await page.goto("/scan-enhanced");
    await expect(page.getByRole("heading", { name: "AI Food Scanner" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Voice search" })).toHaveCount(0);

    await page.addInitScript(() => {
      Object.defineProperty(window, "webkitSpeechRecognition", {
        configurable: true,
        value: class {
          onresult: ((event: unknown) => void) | null = null;
          onend: (() => void) | null = null;
          onerror: ((event: unknown) => void) | null = null;
          start() {
            setTimeout(() => {
              this.onresult?.({ results: [[{ transcript: "banana" }]] });
              this.onend?.();
            }, 50);
          }
          abort() {
            this.onend?.();
          }
        },
      });
    });
    await page.reload();
    await page.getByRole("button", { name: "Voice search" }).click();
    await expect(page).toHaveURL(/\/scan-enhanced\?method=manual&q=banana/);
    await expect(page.getByRole("list", { name: "Search results" })).toContainText("Bananas, raw");
  });
});

test("a Premium member's camera reads a barcode (BarcodeDetector) and looks it up", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.BarcodeDetector = class {
      detect() {
        return Promise.resolve([{ rawValue: "4006381333931" }]);
      }
    };
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    canvas.getContext("2d")!.fillRect(0, 0, 64, 48);
    navigator.mediaDevices.getUserMedia = () => Promise.resolve(canvas.captureStream());
  });
  const user = await startTracking(page);
  makePremium(user.id);
  await page.goto("/scan?method=barcode");
  await page.getByRole("button", { name: "Scan with camera" }).click();
  await expect(page).toHaveURL(/\/scan\?method=barcode&code=4006381333931/);
  await expect(page.getByText("No food has barcode 4006381333931 yet")).toBeVisible();
});

test("a Premium member's scan finds a packaged product in Open Food Facts, credited, at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = await startTracking(page);
  makePremium(user.id);
  await page.goto("/scan?method=barcode");
  await page.getByLabel("Barcode digits").fill("7613035974685");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page).toHaveURL(/\/scan\?method=barcode&code=7613035974685/);
  await expect(page.getByText("Dark chocolate 70 %", { exact: true })).toBeVisible();
  await expect(page.getByText(/Nutrition data from Open Food Facts .*\(ODbL\)/)).toBeVisible();
  expect(await fitsViewport(page)).toBe(true);
  const found = await page.request.get("/api/foods/barcode/7613035974685");
  expect(await found.json()).toMatchObject({ name: "Dark chocolate 70 %", source: "openfoodfacts" });
});
