// Issue 38, item 5: a titled refusal travels to the screen as its title and description, read as
// they are (titledOf), never parsed back out of "Title: description".
import { describe, expect, it } from "vitest";
import { DomainError, underTitle } from "~/modules/errors";
import { titledOf, titleOf, type FormReply } from "~/shared/form-reply";
import { domainFormError } from "./form.server";

async function replyOf(response: ReturnType<typeof domainFormError>): Promise<FormReply> {
  return response.data;
}

describe("titled refusals", () => {
  it("a DomainError with a title answers the API its 'Title: description' and the form both parts", async () => {
    const error = new DomainError(422, { title: "Generation Failed", description: "No plan meets 900 kcal with these foods." });
    expect(error.message).toBe("Generation Failed: No plan meets 900 kcal with these foods.");
    const reply = await replyOf(domainFormError("generate", error));
    expect(titledOf(reply, "generate")).toEqual({ title: "Generation Failed", description: "No plan meets 900 kcal with these foods." });
    expect(titleOf(reply, "another-form")).toBeNull();
  });

  it("a message that merely begins like a title is not taken for one", async () => {
    const reply = await replyOf(domainFormError("save", new DomainError(400, "Update Failed: typed by a member")));
    expect(titleOf(reply, "save")).toBeNull();
  });

  it("underTitle puts a refusal under a door's title once", () => {
    const plain = underTitle(new DomainError(503, "We could not send the code just now.", 5), "Registration Failed");
    expect(plain).toMatchObject({
      status: 503,
      retryAfter: 5,
      title: "Registration Failed",
      description: "We could not send the code just now.",
    });
    expect(underTitle(plain, "Registration Failed")).toBe(plain);
    const written = underTitle(new DomainError(400, "Registration Failed: Please fill in all required fields"), "Registration Failed");
    expect(written.message).toBe("Registration Failed: Please fill in all required fields");
    expect(written.description).toBe("Please fill in all required fields");
  });
});
