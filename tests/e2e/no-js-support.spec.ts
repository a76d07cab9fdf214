import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { startTracking } from "./helpers";

test("without JavaScript, the support chat is a form: a blank message is refused, a message files one ticket and re-renders the conversation", async ({
  page,
}) => {
  await startTracking(page);
  await page.goto("/support");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.click();
  await expect(page.getByText("Please describe your issue or question.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Conversation" })).toHaveCount(0);

  await page.getByLabel("Your message").fill("My diary shows yesterday's meals");
  await send.click();
  await expect(page.getByTestId("toast")).toContainText("Message Sent!");
  const conversation = page.getByRole("list", { name: "Conversation" });
  await expect(conversation).toContainText("My diary shows yesterday's meals");
  await expect(conversation).toContainText(/ticket #\d+/);
  await expect(conversation.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByLabel("Your message")).toHaveValue("");
});

test("without JavaScript, a member files a ticket, staff answer it in the inbox, and the member sees the reply", async ({
  page,
  browser,
}) => {
  const member = await startTracking(page);
  await page.goto("/support");
  const ticketForm = page.getByRole("region", { name: "Open a ticket" });
  await ticketForm.getByLabel("Subject").fill("Totals look wrong");
  await ticketForm.getByLabel("Message", { exact: true }).fill("Yesterday's dinner counts today.");
  await ticketForm.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(page.getByTestId("toast")).toContainText("Support Ticket Created");
  await expect(page.getByTestId("member-ticket")).toContainText("Totals look wrong");

  // a second person, made staff from the command line
  const staffContext = await browser.newContext({ javaScriptEnabled: false });
  const staffPage = await staffContext.newPage();
  const staff = await startTracking(staffPage);
  expect(staff.id).not.toBe(member.id);
  const refused = await staffPage.goto("/support/inbox");
  expect(refused?.status()).toBe(404);
  execFileSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "grant", String(staff.id)], {
    env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" },
  });

  await staffPage.goto("/support/inbox");
  await staffPage.getByTestId("inbox-ticket").filter({ hasText: "Totals look wrong" }).getByRole("link").click();
  await expect(staffPage.getByRole("heading", { level: 1 })).toContainText("Ticket #");
  await staffPage.getByLabel("Your reply").fill("Check the time zone on your profile.");
  await staffPage.getByRole("button", { name: "Send reply" }).click();
  await expect(staffPage.getByTestId("toast")).toContainText("Reply saved");
  await expect(staffPage.getByRole("list", { name: "Conversation" })).toContainText("Check the time zone on your profile.");
  await staffPage.getByRole("button", { name: "Close ticket" }).click();
  await expect(staffPage.getByTestId("toast")).toContainText("closed");
  await staffContext.close();

  await page.goto("/support");
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText("Check the time zone on your profile.");
  const mine = page.getByTestId("member-ticket").filter({ hasText: "Totals look wrong" });
  await expect(mine).toContainText("Closed");
  // under the ticket, open because the team had the last word
  const thread = mine.getByRole("list", { name: /^Messages of ticket #\d+$/ });
  await expect(thread).toBeVisible();
  await expect(thread.getByRole("listitem").last()).toContainText("Fitplate team");
  await expect(thread.getByRole("listitem").last()).toContainText("Check the time zone on your profile.");
});

test("without JavaScript, the WhatsApp test is a form: a blank number is refused with the spec's words, a number is kept in the outbox and the page says so", async ({
  page,
}) => {
  await startTracking(page);
  await page.goto("/support");
  const contact = page.getByRole("region", { name: "Contact us" });
  await expect(contact).toContainText("WhatsApp is not configured on this server");
  await contact.getByRole("button", { name: "Send a test message" }).click();
  await expect(page.getByRole("region", { name: "Contact us" })).toContainText("Phone Number Required: Please enter your WhatsApp number");
  await page.getByRole("region", { name: "Contact us" }).getByLabel("Your WhatsApp number").fill("+1 (202) 555-0143");
  await page.getByRole("region", { name: "Contact us" }).getByRole("button", { name: "Send a test message" }).click();
  await expect(page.getByTestId("toast")).toContainText("WhatsApp Test Sent");
  await expect(page.getByTestId("toast")).toContainText("the greeting to +12025550143 was kept in its outbox, not sent");
  // phone support is Premium's: a free member gets the way to Premium, not a form
  await expect(page.getByRole("region", { name: "Contact us" }).getByRole("button", { name: "Request a call" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Contact us" }).getByRole("link", { name: "See Premium" })).toHaveAttribute(
    "href",
    "/premium",
  );
});
