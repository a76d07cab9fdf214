import { expect, test } from "@playwright/test";

test("a first visit shows the shell: start form and five-entry bottom navigation", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Home(current page)", "Scan", "Progress", "Premium", "Profile"]);
  await expect(nav.getByRole("link", { name: /Home/ })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Premium" })).toHaveClass(/text-gold/);
  await expect(page.getByRole("button", { name: "Start tracking" })).toBeVisible();

  for (const link of await nav.getByRole("link").all()) {
    const box = await link.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  // Hydration happened under the nonce-only CSP without violations.
  await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
  expect(errors).toEqual([]);
});

test("a first visit carries the stylesheet inline and prefetches it; later pages link it, styled alike", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const navPosition = () => page.getByRole("navigation", { name: "Main" }).evaluate((nav) => getComputedStyle(nav).position);

  const first = await page.goto("/");
  const firstHtml = await first!.text();
  expect(firstHtml).toContain('<style id="app-css">');
  const prefetched = /<link rel="prefetch" as="style" href="(\/assets\/app-[^"]+\.css)"\/>/.exec(firstHtml)?.[1];
  expect(prefetched).toBeDefined();
  expect(await navPosition()).toBe("fixed");

  const later = await page.goto("/privacy");
  const laterHtml = await later!.text();
  expect(laterHtml).not.toContain("<style");
  expect(laterHtml).toContain(`<link rel="stylesheet" href="${prefetched}"/>`);
  expect(laterHtml.length).toBeLessThan(firstHtml.length - 30_000);
  expect(await navPosition()).toBe("fixed");
  // A client-side navigation keeps the linked stylesheet (no hydration mismatch, nothing unstyled).
  await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Home/ }).click();
  await expect(page.getByRole("button", { name: "Start tracking" })).toBeVisible();
  expect(await navPosition()).toBe("fixed");
  expect(errors).toEqual([]);
});

test("starting to track creates a guest and shows one toast", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Start tracking" }).click();
  await expect(page.getByTestId("toast")).toHaveCount(1);
  await expect(page.getByTestId("toast")).toContainText("Welcome to Fitplate!");
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  // a sideways swipe dismisses it
  const box = (await page.getByTestId("toast").boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId("toast")).toHaveCount(0);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "__session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
});

test("an unknown path shows Page Not Found with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("pages carry the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("a cross-origin write is refused", async ({ request }) => {
  const response = await request.post("/api/auth/guest", { headers: { Origin: "https://evil.example" } });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ error: "Cross-origin request refused" });
});
