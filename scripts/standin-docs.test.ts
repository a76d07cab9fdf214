// Issue 37 item 10: the Stripe stand-in's webhook target was undocumented. Every variable it reads
// (PORT, WEBHOOK_URL, STRIPE_WEBHOOK_SECRET) and its default webhook target are in .env.example,
// and the stand-in says where it posts when it starts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const standin = readFileSync("tests/standins/stripe.ts", "utf8");
const envExample = readFileSync(".env.example", "utf8");
const billingDoc = readFileSync("docs/accounts-and-billing.md", "utf8");

describe("the Stripe stand-in's documentation", () => {
  it("names every variable the stand-in reads in .env.example", () => {
    const read = [...standin.matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1]!);
    expect(read).toEqual(expect.arrayContaining(["WEBHOOK_URL", "STRIPE_WEBHOOK_SECRET"]));
    for (const name of new Set(read)) expect(envExample, name).toMatch(new RegExp(`\\b${name}=`));
  });

  it("gives its default webhook target in .env.example and the billing guide, and prints it", () => {
    const target = /process\.env\.WEBHOOK_URL \?\? "([^"]+)"/.exec(standin)?.[1];
    expect(target).toBe("http://127.0.0.1:3000/api/stripe/webhook");
    expect(envExample).toContain(`WEBHOOK_URL=${target}`);
    expect(billingDoc).toContain(target);
    expect(standin).toContain("webhooks → ${webhookUrl} (WEBHOOK_URL)");
  });
});
