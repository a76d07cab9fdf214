// Done when 1: no sequence leaves two active subscriptions or charges for a plan already held.
import { APP, STRIPE, Client, check, confirm, payHosted, rows } from "./client";

const sub = async (id: string) => (await (await fetch(`${STRIPE}/v1/subscriptions/${id}`, { headers: { Authorization: "Bearer sk_test_walk" } })).json()) as any;
const live = (s: any) => ["active", "trialing", "past_due"].includes(s.status);

// A. a subscriber, every door
{
  const a = await new Client("a").member();
  const first = await a.api("POST", "/api/create-subscription", { email: a.email, name: "A", plan: "premium" });
  check("A: card subscription created", first.status === 200, first);
  check("A: confirmed at Stripe", (await confirm(first.body.clientSecret)) === 200);
  const ids = new Set<string>([first.body.subscriptionId]);
  check("A: premium active", (await a.user()).subscription?.plan === "premium", await a.user());
  const same = await a.api("POST", "/api/create-subscription", { email: a.email, name: "A", plan: "premium" });
  check("A: same plan again → 409", same.status === 409, same);
  const elite = await a.api("POST", "/api/create-subscription", { email: a.email, name: "A", priceId: "price_fitplate_elite_monthly" });
  check("A: another plan → a change of the one subscription", elite.status === 200 && elite.body.changed === true && elite.body.subscriptionId === first.body.subscriptionId, elite);
  const hostedSame = await a.form("/subscribe?plan=elite", { plan: "elite", email: a.email });
  check("A: /subscribe the same plan → 409 on the page", hostedSame.status === 409 && hostedSame.html.includes("is already your plan"), hostedSame.status);
  const hostedOther = await a.form("/subscribe?plan=premium", { plan: "premium", email: a.email });
  check("A: /subscribe another plan → changed in place (no Stripe page)", hostedOther.status === 302 && hostedOther.location === "/premium-enhanced?subscription=success", hostedOther);
  const changeBack = await a.form("/checkout?plan=elite", { intent: "change", plan: "elite" });
  check("A: /checkout's Change to Elite → in place", changeBack.status === 302 && changeBack.location === "/premium-enhanced?subscription=success", changeBack);
  for (const plan of ["premium", "elite", "workout"]) {
    const pass = await a.api("POST", "/api/create-payment-intent", { amount: plan === "elite" ? 29.99 : plan === "premium" ? 9.99 : 7.99, plan });
    check(`A: pass of ${plan} for a subscriber → 409`, pass.status === 409, pass);
    const page = await a.form(`/checkout?plan=${plan}`, { plan });
    check(`A: /checkout pass of ${plan} for a subscriber → 409 on the page`, page.status === 409, page.status);
  }
  const annual = await a.api("POST", "/api/create-subscription", { email: a.email, plan: "premium", billing: "annual" });
  check("A: yearly is a change too", annual.body.changed === true && annual.body.subscriptionId === first.body.subscriptionId, annual);
  const s = await sub(first.body.subscriptionId);
  check("A: one subscription at Stripe, now Premium yearly", live(s) && s.metadata.plan === "premium" && s.metadata.interval === "year", s.metadata);
  const user = await a.user();
  check("A: the API agrees", user.subscription?.plan === "premium" && user.subscription.interval === "year" && user.tier === "premium", user);
  const purchases = rows(`SELECT "plan","interval","amountCents","status","stripeId" FROM "Purchase" WHERE "userId" = ? ORDER BY "id"`, a.id);
  console.log("   A's purchases:", purchases.map((p) => `${p.plan}/${p.interval}/${p.amountCents}/${p.status}`).join(", "));
  check("A: each real payment one paid row (first invoice, one prorated upgrade to Elite, upgrade to yearly)", purchases.filter((p) => p.status === "paid").length === purchases.length, purchases);
  // a renewal, told twice by Stripe
  const renewal = await fetch(`${STRIPE}/__control/renew`, { method: "POST", body: JSON.stringify({ subscription: first.body.subscriptionId }) });
  const invoice = (await renewal.json()) as any;
  const renewals = rows(`SELECT * FROM "Purchase" WHERE "stripeId" = ?`, invoice.id);
  check("A: a renewal (invoice.paid + invoice.payment_succeeded) is one paid row", renewals.length === 1 && renewals[0].status === "paid" && renewals[0].amountCents === invoice.amount_paid, renewals);
}

// B. two subscription pages in two tabs, both paid
{
  const b = await new Client("b").member();
  const one = await b.form("/subscribe?plan=premium", { plan: "premium", email: b.email });
  const two = await b.form("/subscribe?plan=elite", { plan: "elite", email: b.email });
  check("B: two hosted pages made", one.status === 302 && two.status === 302, [one.status, two.status]);
  const payOne = await payHosted(one.location!);
  check("B: the first tab cannot be paid any more", payOne.status === 410, payOne);
  const payTwo = await payHosted(two.location!);
  check("B: the second pays", payTwo.status === 303, payTwo);
  const card = await b.api("POST", "/api/create-subscription", { email: b.email, plan: "elite" });
  check("B: a card form afterwards: the same plan → 409", card.status === 409, card);
  check("B: Elite, one subscription", (await b.user()).subscription?.plan === "elite");
  // card first, then hosted in another tab, then the stale card form is paid
  const c = await new Client("b2").member();
  const viaCard = await c.api("POST", "/api/create-subscription", { email: c.email, plan: "premium" });
  const hosted = await c.form("/subscribe?plan=elite", { plan: "elite", email: c.email });
  check("B2: the stale card form's payment is refused", (await confirm(viaCard.body.clientSecret)) === 400);
  check("B2: the hosted page pays", (await payHosted(hosted.location!)).status === 303);
  check("B2: one live subscription", !live(await sub(viaCard.body.subscriptionId)) && (await c.user()).subscription?.plan === "elite");
}

// C. passes: bought twice, extended; a higher one; a lower one; a stale pass page paid after subscribing
{
  const d = await new Client("d").member();
  const p1 = await d.api("POST", "/api/create-payment-intent", { amount: 9.99, plan: "Premium" });
  check("D: pass intent", p1.status === 200, p1);
  check("D: no pass until Stripe says so", (await d.user()).pass === null);
  await confirm(p1.body.clientSecret);
  const after1 = await d.user();
  check("D: Premium pass", after1.tier === "premium" && after1.pass?.plan === "premium", after1);
  await confirm(p1.body.clientSecret); // the browser retries: nothing more
  const p2 = await d.api("POST", "/api/create-payment-intent", { amount: 9.99, plan: "premium" });
  await confirm(p2.body.clientSecret);
  const after2 = await d.user();
  check("D: a second Premium pass follows the first", after2.pass.endsOn > after1.pass.endsOn, [after1.pass, after2.pass]);
  const lower = await d.api("POST", "/api/create-payment-intent", { amount: 7.99, plan: "workout" });
  check("D: a Workout pass (same tier) follows too", lower.status === 200, lower);
  const p3 = await d.api("POST", "/api/create-payment-intent", { amount: 29.99, plan: "Elite" });
  await confirm(p3.body.clientSecret);
  const after3 = await d.user();
  check("D: Elite replaces the Premium passes now", after3.tier === "premium_plus" && after3.pass.plan === "elite", after3);
  const refunded = rows(`SELECT "plan","amountCents","refundCents","refundedAt","status" FROM "Purchase" WHERE "userId" = ? AND "interval" = 'once' ORDER BY "id"`, d.id);
  console.log("   D's passes:", refunded.map((p) => `${p.plan}/${p.amountCents}/refund ${p.refundCents}${p.refundedAt ? " done" : ""}/${p.status}`).join(", "));
  check("D: the Premium passes' unused time refunded (the first nearly all, the second all)", refunded[0].refundCents >= 990 && refunded[1].refundCents === 999 && refunded.slice(0, 2).every((p) => p.refundedAt), refunded);
  const premiumAgain = await d.api("POST", "/api/create-payment-intent", { amount: 9.99, plan: "premium" });
  check("D: a Premium pass under Elite → 409", premiumAgain.status === 409, premiumAgain);
  // the stale Workout intent made before Elite is paid now: refunded in full
  await confirm(lower.body.clientSecret);
  const stale = rows(`SELECT "status","refundCents","refundedAt" FROM "Purchase" WHERE "stripeId" = ?`, lower.body.paymentIntentId)[0];
  check("D: the stale Workout pass paid under Elite is refunded in full", stale?.status === "refunded" && stale.refundCents === 799 && stale.refundedAt, stale);
  check("D: Elite pass unchanged", (await d.user()).pass.plan === "elite");
  // subscribing ends the pass, the unused part refunded
  const s = await d.api("POST", "/api/create-subscription", { email: d.email, plan: "premium" });
  await confirm(s.body.clientSecret);
  const after4 = await d.user();
  check("D: subscribed: the pass ended, tier Premium", after4.pass === null && after4.tier === "premium" && after4.subscription.plan === "premium", after4);
  const elitePass = rows(`SELECT "refundCents","refundedAt" FROM "Purchase" WHERE "stripeId" = ?`, p3.body.paymentIntentId)[0];
  check("D: the Elite pass's unused share refunded", elitePass.refundCents >= 2990 && elitePass.refundedAt, elitePass);
  // a pass page opened before subscribing, paid after
  const e = await new Client("e").member();
  const passPage = await e.form("/checkout?plan=premium", { plan: "premium" });
  check("E: hosted pass page", passPage.status === 302, passPage);
  const es = await e.api("POST", "/api/create-subscription", { email: e.email, plan: "premium" });
  await confirm(es.body.clientSecret);
  check("E: the stale pass page still takes the card (Stripe's page is not ours to close)", (await payHosted(passPage.location!)).status === 303);
  const eRows = rows(`SELECT "plan","status","refundCents","refundedAt" FROM "Purchase" WHERE "userId" = ? AND "interval" = 'once'`, e.id);
  check("E: … and it is refunded in full, no pass on top of the subscription", eRows.length === 1 && eRows[0].status === "refunded" && eRows[0].refundCents === 999 && eRows[0].refundedAt && (await e.user()).pass === null, eRows);
}
console.log(process.exitCode ? "SOME FAILED" : "ALL PASSED");
