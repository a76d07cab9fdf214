import { describe, expect, it } from "vitest";
import { OutgoingMessageSchema, PhoneNumberSchema } from "./message";

describe("PhoneNumberSchema", () => {
  it.each([
    ["+44 7700 900123", "+447700900123"],
    ["(555) 010-2000 1", "+55501020001"],
    ["  +1-202-555-0143 ", "+12025550143"],
    ["4915123456789", "+4915123456789"],
  ])("keeps %j as %j", (typed, kept) => {
    expect(PhoneNumberSchema.parse(typed)).toBe(kept);
  });

  it.each(["", "+", "call me", "+0 7700 900123", "1234567", "+1234567890123456", "+44 7700 900123 ext 2"])("refuses %j", (typed) => {
    expect(PhoneNumberSchema.safeParse(typed).success).toBe(false);
  });
});

describe("OutgoingMessageSchema", () => {
  it("needs a subject for an e-mail and trims the text", () => {
    expect(OutgoingMessageSchema.safeParse({ channel: "email", to: "a@example.com", text: "Hi", purpose: "welcome" }).success).toBe(false);
    expect(
      OutgoingMessageSchema.parse({ channel: "email", to: "a@example.com", subject: "Hello", text: "  Hi  ", purpose: "welcome" }),
    ).toMatchObject({ text: "Hi" });
  });

  it("refuses an unknown purpose, an empty text and a bad address", () => {
    expect(OutgoingMessageSchema.safeParse({ channel: "whatsapp", to: "+447700900123", text: "Hi", purpose: "spam" }).success).toBe(false);
    expect(OutgoingMessageSchema.safeParse({ channel: "whatsapp", to: "+447700900123", text: " ", purpose: "welcome" }).success).toBe(
      false,
    );
    expect(OutgoingMessageSchema.safeParse({ channel: "email", to: "nope", subject: "S", text: "Hi", purpose: "welcome" }).success).toBe(
      false,
    );
  });
});
