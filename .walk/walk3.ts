// Done when 3: the spec's two payment calls with the spec's payloads; guests refused on both doors.
import { Client, STRIPE, check, confirm } from "./client";
const m = await new Client("w3").member();
const demo = await m.api("POST", "/api/create-payment-intent", { amount: 12.34, currency: "usd" });
check("create-payment-intent {amount, currency} (payment demo) → paymentIntentId", demo.status === 200 && /^pi_/.test(demo.body.paymentIntentId), demo);
for (const [plan, amount] of [["Premium", 9.99], ["Elite", 29.99]] as const) {
  const other = await new Client(`w3${plan}`).member();
  const res = await other.api("POST", "/api/create-payment-intent", { amount, plan });
  check(`create-payment-intent {amount: ${amount}, plan: ${plan}} (checkout) → clientSecret`, res.status === 200 && res.body.clientSecret.includes("_secret_"), res);
}
const wrong = await m.api("POST", "/api/create-payment-intent", { amount: 1, plan: "Premium" });
check("… another amount → 400", wrong.status === 400, wrong);
const byPrice = await m.api("POST", "/api/create-subscription", { email: m.email, name: "Walk Three", priceId: "price_fitplate_premium_monthly" });
check("create-subscription {email, name, priceId} (payment demo) → subscriptionId", byPrice.status === 200 && /^sub_/.test(byPrice.body.subscriptionId), byPrice);
const n = await new Client("w3b").member();
const byPlan = await n.api("POST", "/api/create-subscription", { email: n.email, name: "Walk Three", plan: "Premium" });
check("create-subscription {email, name, plan} (subscription page) → clientSecret", byPlan.status === 200 && byPlan.body.clientSecret.includes("_secret_"), byPlan);
const guest = new Client("guest");
await guest.api("POST", "/api/auth/guest", {});
for (const [path, json] of [
  ["/api/create-payment-intent", { amount: 12.34, currency: "usd" }],
  ["/api/create-payment-intent", { amount: 9.99, plan: "Premium" }],
  ["/api/create-subscription", { email: "g@example.com", name: "G", priceId: "price_fitplate_premium_monthly" }],
  ["/api/create-subscription", { email: "g@example.com", name: "G", plan: "Premium" }],
] as const) {
  const res = await guest.api("POST", path, json);
  check(`guest ${path} ${JSON.stringify(json)} → 403`, res.status === 403 && res.body.error === "Create an account first, so your plan is never lost with a cookie", res);
}
for (const [path, fields] of [["/checkout?plan=premium", { plan: "premium" }], ["/subscribe?plan=premium", { plan: "premium", email: "g@example.com" }], ["/payments", { email: "g@example.com", amount: "5" }]] as const) {
  const res = await guest.form(path, fields);
  check(`guest form ${path} → 403 with the same words`, res.status === 403 && res.html.includes("Create an account first, so your plan is never lost with a cookie"), res.status);
}
const none = new Client("nobody");
const res = await none.api("POST", "/api/create-payment-intent", { amount: 9.99, plan: "Premium" });
check("no session → 401", res.status === 401, res);
// Stripe hanging (the stand-in's hang mode): a timeout is the service's status, not a 500
await fetch(`${STRIPE}/__control/fail`, { method: "POST", body: JSON.stringify({ on: true, mode: "hang" }) });
const started = Date.now();
const hung = await m.api("POST", "/api/create-subscription", { email: m.email, plan: "elite" });
check(`Stripe hanging → ${hung.status} 'Subscription Service Status' after ${Math.round((Date.now() - started) / 1000)} s`, hung.status === 503 && String(hung.body.error).startsWith("Subscription Service Status"), hung);
await fetch(`${STRIPE}/__control/fail`, { method: "POST", body: JSON.stringify({ on: false }) });
console.log(process.exitCode ? "SOME FAILED" : "ALL PASSED");
