import { describe, expect, it } from "vitest";
import { acknowledgement, ChatMessageInput, subjectFrom, TicketInput } from "./ticket-input";
import { MAX_MESSAGE_CHARS, MESSAGE_REQUIRED } from "./ticket-fields";

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("support ticket rules", () => {
  it("requires a message after trimming and cleaning, with the spec's words", () => {
    for (const message of [undefined, null, "", "   ", "\n\t", "\u202E\u0000"]) {
      expect(issues(ChatMessageInput.safeParse({ message }))).toEqual([MESSAGE_REQUIRED]);
    }
    expect(ChatMessageInput.parse({ message: "  Line one\r\nline two  " })).toEqual({ message: "Line one\nline two" });
    expect(ChatMessageInput.safeParse({ message: 42 }).success).toBe(false);
  });

  it("caps the message and the subject", () => {
    expect(ChatMessageInput.safeParse({ message: "x".repeat(MAX_MESSAGE_CHARS) }).success).toBe(true);
    expect(ChatMessageInput.safeParse({ message: "x".repeat(MAX_MESSAGE_CHARS + 1) }).success).toBe(false);
    expect(TicketInput.safeParse({ subject: "x".repeat(121), message: "Hi" }).success).toBe(false);
  });

  it("needs only the message: without a subject its first line names the ticket (commercial spec §5)", () => {
    expect(TicketInput.parse({ message: "Scan fails\nevery time" }).subject).toBe("Scan fails");
    expect(TicketInput.parse({ subject: "  ", message: "Hello" }).subject).toBe("Hello");
    expect(issues(TicketInput.safeParse({ subject: "Help", message: " " }))).toEqual([
      "Message Required: Please describe your issue or question.",
    ]);
  });

  it("takes the four categories (general by default), an optional phone number and e-mail", () => {
    const plain = TicketInput.parse({ subject: "S", message: "M" });
    expect([plain.category, plain.phoneNumber, plain.email]).toEqual(["general", undefined, undefined]);
    for (const category of ["general", "technical", "billing", "feature-request"]) {
      expect(TicketInput.safeParse({ subject: "S", message: "M", category }).success).toBe(true);
    }
    expect(TicketInput.safeParse({ subject: "S", message: "M", category: "refunds" }).success).toBe(false);
    const withPhone = TicketInput.parse({ subject: "S", message: "M", phoneNumber: " +1 (555) 010-9999 ", email: "" });
    expect([withPhone.phoneNumber, withPhone.email]).toEqual(["+1 (555) 010-9999", undefined]);
    expect(TicketInput.safeParse({ subject: "S", message: "M", phoneNumber: "call me" }).success).toBe(false);
    expect(TicketInput.safeParse({ subject: "S", message: "M", email: "nope" }).success).toBe(false);
  });

  it("makes a subject from a chat message's first line", () => {
    expect(subjectFrom("Sync problem\nmore detail")).toBe("Sync problem");
    const long = subjectFrom(`${"word ".repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith("…")).toBe(true);
  });

  it("acknowledges honestly with the ticket number and the response time", () => {
    expect(acknowledgement(42)).toContain("ticket #42");
    expect(acknowledgement(42)).toContain("usually within 24 hours");
  });
});
