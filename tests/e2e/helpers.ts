import { expect, type Page } from "@playwright/test";

export async function startTracking(page: Page): Promise<{ id: number; today: string }> {
  await page.goto("/");
  await page.getByRole("button", { name: "Start tracking" }).click();
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  const response = await page.request.get("/api/session");
  return ((await response.json()) as { user: { id: number; today: string } }).user;
}

export async function trackingOf(page: Page, user: { id: number; today: string }) {
  const response = await page.request.get(`/api/tracking/${user.id}/${user.today}`);
  expect(response.status()).toBe(200);
  return response.json();
}
