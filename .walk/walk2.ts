// Done when 2: with the payment server stopped, every paying screen shows the spec's failure title and keeps the form; no 500.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { APP, Client, check } from "./client";

const saved = JSON.parse(readFileSync("/tmp/billing-walk/clients.json", "utf8")) as { name: string; id: number; email: string; cookies: [string, string][] }[];
const [m, s, p] = saved.map((c) => Object.assign(new Client(c.name), { id: c.id, email: c.email, cookies: new Map(c.cookies) }));
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

for (const [who, path] of [[m, "/premium"], [m, "/checkout?plan=elite"], [m, "/subscribe?plan=premium"], [m, "/payments"], [s, "/profile"], [s, "/checkout?plan=elite"], [p, "/profile"], [p, "/checkout?plan=premium"]] as const) {
  const page = await who!.page(path);
  check(`GET ${path} (${who!.name}) → 200`, page.status === 200, page.status);
}

// the forms without JavaScript
const pass = await m!.form("/checkout?plan=elite", { plan: "elite" });
check("/checkout Pay with Stripe → 503 'Payment Service Status', the form still there", pass.status === 503 && text(pass.html).includes("Payment Service Status: Stripe could not be reached") && text(pass.html).includes("Pay $29.99 with Stripe"), [pass.status, text(pass.html).slice(0, 300)]);
const subscribe = await m!.form("/subscribe?plan=premium", { plan: "premium", email: "typed@example.com", name: "Typed Name" });
check("/subscribe Continue → 503 'Subscription Service Status', typed values kept", subscribe.status === 503 && text(subscribe.html).includes("Subscription Service Status: Stripe could not be reached") && subscribe.html.includes('value="typed@example.com"') && subscribe.html.includes('value="Typed Name"'), subscribe.status);
const payments = await m!.form("/payments", { email: "typed@example.com", name: "Typed Name", amount: "2.50", currency: "usd" });
check("/payments Pay → 503 'Payment Service Status', typed values kept", payments.status === 503 && text(payments.html).includes("Payment Service Status: Stripe could not be reached") && payments.html.includes('value="2.50"') && payments.html.includes('value="typed@example.com"'), payments.status);
const change = await s!.form("/checkout?plan=elite", { intent: "change", plan: "elite" });
check("/checkout Change to Elite (a subscriber) → 503 'Subscription Service Status', the form still there", change.status === 503 && text(change.html).includes("Subscription Service Status: Stripe could not be reached") && text(change.html).includes("Change to Elite"), change.status);
const subChange = await s!.form("/subscribe?plan=elite", { intent: "change", plan: "elite" });
check("/subscribe Change to Elite → 503 'Subscription Service Status'", subChange.status === 503 && text(subChange.html).includes("Subscription Service Status"), subChange.status);
const cancel = await s!.form("/billing", { intent: "cancel", redirectTo: "/profile" });
const afterCancel = await s!.page("/profile");
check("Cancel at period end → back to the profile with 'Could not cancel: Subscription Service Status'", cancel.status === 302 && text(afterCancel.html).includes("Could not cancel") && text(afterCancel.html).includes("Subscription Service Status"), [cancel.status, text(afterCancel.html).match(/Could not cancel.{0,120}/)?.[0]]);
const portal = await s!.form("/billing-portal", {});
const afterPortal = await s!.page("/profile");
check("Manage billing → back to the profile with 'Could not open billing'", portal.status === 302 && text(afterPortal.html).includes("Could not open billing"), portal.status);

// the API doors
for (const [label, path, json, title] of [
  ["create-payment-intent (pass)", "/api/create-payment-intent", { amount: 29.99, plan: "Elite" }, "Payment Service Status"],
  ["create-payment-intent (demo)", "/api/create-payment-intent", { amount: 12.34, currency: "usd" }, "Payment Service Status"],
  ["create-subscription", "/api/create-subscription", { email: "x@example.com", name: "X", plan: "premium" }, "Subscription Service Status"],
  ["billing-portal", "/api/billing-portal", {}, ""],
] as const) {
  const who = path === "/api/billing-portal" ? s! : m!;
  const res = await who.api("POST", path, json);
  check(`POST ${label} → 502/503 with '${title}'`, (res.status === 503 || res.status === 502) && String(res.body.error).startsWith(title), res);
}

// with JavaScript: the card forms (Stripe.js itself stands in as the browser tests' fake)
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ baseURL: APP, viewport: { width: 360, height: 780 } });
await context.addCookies([...m!.cookies].map(([name, value]) => ({ name, value, url: APP })));
const fake = readFileSync("/work/wt/billing/tests/e2e/fixtures/fake-stripe.js", "utf8");
await context.route("https://js.stripe.com/**", (route) => route.fulfill({ contentType: "application/javascript", body: fake }));
const page = await context.newPage();
const statuses: number[] = [];
page.on("response", (r) => statuses.push(r.status()));
await page.goto("/checkout?plan=premium");
const card = page.getByRole("region", { name: "Pay here by card" });
await card.getByRole("button", { name: "Pay $9.99", exact: true }).click();
await card.getByRole("alert").waitFor();
check("JS /checkout card Pay → 'Payment Service Status: …', the card form stays", (await card.getByRole("alert").textContent())!.startsWith("Payment Service Status: Stripe could not be reached") && (await card.getByRole("button", { name: "Pay $9.99", exact: true }).isEnabled()), await card.getByRole("alert").textContent());
await page.getByRole("button", { name: "Pay $9.99 with Stripe" }).click();
await page.getByRole("alert").filter({ hasText: "Payment Service Status" }).first().waitFor();
check("JS /checkout hosted Pay → the title on the page", page.url().includes("/checkout"), page.url());
await page.goto("/subscribe?plan=elite");
await page.getByLabel("Full name").fill("Typed In");
await page.getByRole("region", { name: "Pay here by card" }).getByRole("button", { name: "Subscribe" }).click();
const alert = page.getByRole("region", { name: "Pay here by card" }).getByRole("alert");
await alert.waitFor();
check("JS /subscribe card Subscribe → 'Subscription Service Status: …'", (await alert.textContent())!.startsWith("Subscription Service Status: Stripe could not be reached"), await alert.textContent());
await page.getByRole("button", { name: "Continue to payment" }).click();
await page.getByText("Subscription Service Status: Stripe could not be reached").first().waitFor();
check("JS /subscribe Continue → the title, the name typed kept", (await page.getByLabel("Full name").inputValue()) === "Typed In");
check("no 500 anywhere in the browser", !statuses.some((st) => st >= 500 && st !== 502 && st !== 503), statuses.filter((st) => st >= 500));
await browser.close();
console.log(process.exitCode ? "SOME FAILED" : "ALL PASSED");
