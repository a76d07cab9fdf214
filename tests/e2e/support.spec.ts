import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { fitsViewport, startTracking } from "./helpers";
import { seriousAxeViolations } from "./axe";

// The e2e server has no model configured: the chat answers with the honest acknowledgement.
test("the Support tab: Send Message is disabled when blank; a message files a ticket, the acknowledgement names it, the input clears", async ({
  page,
}) => {
  await startTracking(page);
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Support" }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole("heading", { name: "Support", exact: true })).toBeVisible();

  const send = page.getByRole("button", { name: "Send Message" });
  const input = page.getByLabel("Your message");
  await expect(send).toBeDisabled();
  await input.fill("   ");
  await expect(send).toBeDisabled();
  await input.fill("How do I log a banana?");
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByTestId("toast")).toContainText("Message Sent!");
  const conversation = page.getByRole("list", { name: "Conversation" });
  await expect(conversation).toContainText("How do I log a banana?");
  await expect(conversation).toContainText(/we have your message as ticket #\d+/);
  await expect(conversation).toContainText("usually within 24 hours");
  await expect(input).toHaveValue("");
  await expect(send).toBeDisabled();
  // the ticket form beside the chat keeps a category
  await expect(page.getByRole("region", { name: "Open a ticket" }).getByLabel("Category")).toHaveValue("general");

  // the status panel is computed: no model here, the database answers
  const status = page.getByRole("region", { name: "Service status" });
  await expect(status).toContainText("Database: Up");
  await expect(status).toContainText("AI assistant: Not configured");
  await expect(page.getByRole("region", { name: "Our promise" })).toBeVisible();
  expect(await fitsViewport(page)).toBe(true);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("/support with a conversation fits the screen and has no serious or critical axe violations", async ({ page }) => {
    await startTracking(page);
    const filed = await page.request.post("/api/support/ticket", {
      data: { subject: "Sync", message: `A long message without spaces ${"x".repeat(120)}`, category: "technical" },
    });
    expect(filed.status()).toBe(201);
    expect(((await filed.json()) as { ticket: { id: number } }).ticket.id).toBeGreaterThan(0);
    await page.goto("/support");
    await expect(page.getByRole("list", { name: "Conversation" }).getByRole("listitem")).toHaveCount(2);
    expect(await fitsViewport(page)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test("the ticket form files a ticket that shows under Your tickets; the WhatsApp test checks the number and says where it went", async ({
  page,
}) => {
  await startTracking(page);
  await page.goto("/support");
  const ticketForm = page.getByRole("region", { name: "Open a ticket" });
  await ticketForm.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(ticketForm).toContainText("Message Required: Please describe your issue or question.");
  await ticketForm.getByLabel("Subject (optional)").fill("Barcode scanner");
  await ticketForm.getByLabel("Category").selectOption("feature-request");
  await ticketForm.getByLabel("Message", { exact: true }).fill("Please add barcode scanning for my own foods.");
  await ticketForm.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(page.getByTestId("toast")).toContainText("Support Ticket Created");
  await expect(page.getByTestId("member-ticket")).toContainText("Barcode scanner");
  await expect(page.getByTestId("member-ticket")).toContainText("Open");
  await expect(ticketForm.getByLabel("Subject (optional)")).toHaveValue("");

  const contact = page.getByRole("region", { name: "Contact us" });
  await contact.getByRole("button", { name: "Send a test message" }).click();
  await expect(contact).toContainText("Phone Number Required: Please enter your WhatsApp number");
  await contact.getByLabel("Your WhatsApp number").fill("+44 7700 900123");
  await contact.getByRole("button", { name: "Send a test message" }).click();
  await expect(page.getByTestId("toast")).toContainText("WhatsApp Test Sent");
  await expect(page.getByTestId("toast")).toContainText("not configured");
  // phone support is premium-only for this free member
  await expect(contact).toContainText("for Premium members");
  await expect(contact.getByRole("button", { name: "Request a call" })).toHaveCount(0);
});

test("with JavaScript, staff answer a ticket in the inbox and the member sees the reply under the ticket", async ({ page, browser }) => {
  await startTracking(page);
  await page.goto("/support");
  const ticketForm = page.getByRole("region", { name: "Open a ticket" });
  await ticketForm.getByLabel("Subject (optional)").fill("Rest timer");
  await ticketForm.getByLabel("Category").selectOption("technical");
  await ticketForm.getByLabel("Message", { exact: true }).fill("The rest timer stops when my phone locks.");
  await ticketForm.getByLabel("Phone number (optional)").fill("+44 7700 900777");
  await ticketForm.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(page.getByTestId("toast")).toContainText("Support Ticket Created");
  const mine = page.getByTestId("member-ticket").filter({ hasText: "Rest timer" });
  await expect(mine).toContainText("Open");

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const staff = await startTracking(staffPage);
  expect((await staffPage.goto("/support/inbox"))?.status()).toBe(404);
  execFileSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "grant", String(staff.id)], {
    env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" },
  });
  await staffPage.goto("/support");
  await staffPage.getByRole("link", { name: "Inbox" }).click();
  await expect(staffPage).toHaveURL(/\/support\/inbox$/);
  await staffPage.getByTestId("inbox-ticket").filter({ hasText: "Rest timer" }).getByRole("link").click();
  await expect(staffPage.getByRole("region", { name: "Rest timer" })).toContainText("+44 7700 900777");
  await staffPage.getByLabel("Your reply").fill("Keep the screen on during rest; a fix is coming.");
  await staffPage.getByRole("button", { name: "Send reply" }).click();
  // no WhatsApp service on the test server: the reply is kept in the outbox, and staff are told
  await expect(staffPage.getByTestId("toast")).toContainText("kept in the outbox");
  await expect(staffPage.getByRole("list", { name: "Conversation" })).toContainText("Keep the screen on during rest");
  await expect(staffPage.getByLabel("Your reply")).toHaveValue("");
  await staffContext.close();

  await page.reload();
  const thread = mine.getByRole("list", { name: /^Messages of ticket #\d+$/ });
  await expect(thread).toBeVisible();
  await expect(thread.getByRole("listitem").last()).toContainText("Fitplate team");
  await expect(thread.getByRole("listitem").last()).toContainText("Keep the screen on during rest; a fix is coming.");
  await expect(mine).toContainText("Answered");
});
