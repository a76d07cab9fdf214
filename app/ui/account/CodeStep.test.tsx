import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VerifyCodeInput } from "~/modules/auth/account-input";
import { CodeStep } from "./CodeStep";

function render() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <CodeStep email="a@example.com" verifyAction="/login?step=code" resendAction="/login?step=resend" error={null} busy={false} />
      ),
    },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the code field", () => {
  it("takes six digits only, even without JavaScript: numeric keypad, pattern [0-9]{6}", () => {
    const html = render();
    const field = /<input[^>]*id="otp-code"[^>]*>/.exec(html)?.[0] ?? "";
    expect(field).toMatch(/inputMode="numeric"/i);
    expect(field).toContain('pattern="[0-9]{6}"');
    expect(field).toMatch(/maxLength="6"/i);
  });
});

describe("the server's check of a code", () => {
  it("refuses letters with the spec's words (the field's pattern is only the browser's help)", () => {
    for (const otpCode of ["12a456", "abcdef", "１２３４５６", "12345", "1234567"]) {
      const parsed = VerifyCodeInput.safeParse({ email: "a@example.com", otpCode });
      expect(parsed.success, otpCode).toBe(false);
      expect(parsed.error?.issues[0]?.message, otpCode).toContain("Please enter a valid 6-digit code.");
    }
    expect(VerifyCodeInput.parse({ email: "a@example.com", otpCode: " 123456 " }).otpCode).toBe("123456");
  });
});
