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
