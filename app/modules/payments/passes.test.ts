import { describe, expect, it } from "vitest";
import { findPlan } from "~/modules/premium/plans";
import { tierNow } from "~/modules/user/tiers";
import { passDecision, periodAfter, unusedShare, type Holding } from "./passes";

const premium = findPlan("premium")!;
const complete = findPlan("complete")!;
const elite = findPlan("elite")!;
const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-26T10:00:00Z");

describe("periodAfter", () => {
  it("a calendar month later, the day kept within the month; a year later", () => {
    expect(periodAfter(at("2026-11-26T10:00:00Z"), "month")).toEqual(at("2026-12-26T10:00:00Z"));
    expect(periodAfter(at("2026-12-15T08:30:00Z"), "month")).toEqual(at("2027-01-15T08:30:00Z"));
    expect(periodAfter(at("2027-01-31T12:00:00Z"), "month")).toEqual(at("2027-02-28T12:00:00Z"));
    expect(periodAfter(at("2028-01-31T12:00:00Z"), "month")).toEqual(at("2028-02-29T12:00:00Z"));
    expect(periodAfter(at("2028-02-29T00:00:00Z"), "year")).toEqual(at("2029-02-28T00:00:00Z"));
    expect(periodAfter(at("2026-11-26T10:00:00Z"), "year")).toEqual(at("2027-11-26T10:00:00Z"));
  });
});

describe("passDecision: a pass never pays twice for the same time", () => {
  const none: Holding = { subscription: null, pass: null };
  const month = { plan: premium, interval: "month" } as const;

  it("nothing held: it starts now and runs one period", () => {
    expect(passDecision(none, month, NOW)).toEqual({ kind: "start", startsAt: NOW, endsAt: at("2026-12-26T10:00:00Z"), replaces: false });
    expect(passDecision(none, { plan: premium, interval: "year" }, NOW)).toMatchObject({ endsAt: at("2027-11-26T10:00:00Z") });
  });

  it("a live subscription of any plan: refused, whatever the pass", () => {
    for (const subscription of [
      { plan: premium, interval: "month" },
      { plan: premium, interval: "year" },
      { plan: elite, interval: "month" },
    ] as const)
      for (const plan of [premium, complete, elite]) {
        const decision = passDecision({ subscription, pass: null }, { plan, interval: "month" }, NOW);
        expect(decision).toMatchObject({ kind: "refuse", reason: expect.stringContaining(`You subscribe to ${subscription.plan.name}`) });
      }
  });

  it("a running pass of the same tier (any plan of it): the new one follows it", () => {
    const pass = { plan: premium, endsAt: at("2026-12-10T00:00:00Z") };
    for (const plan of [premium, complete])
      expect(passDecision({ subscription: null, pass }, { plan, interval: "month" }, NOW)).toEqual({
        kind: "extend",
        startsAt: pass.endsAt,
        endsAt: at("2027-01-10T00:00:00Z"),
      });
  });

  it("a higher tier replaces a running lower pass now; a lower tier waits until a higher pass ends", () => {
    const premiumPass = { plan: premium, endsAt: at("2026-12-10T00:00:00Z") };
    expect(passDecision({ subscription: null, pass: premiumPass }, { plan: elite, interval: "month" }, NOW)).toEqual({
      kind: "start",
      startsAt: NOW,
      endsAt: at("2026-12-26T10:00:00Z"),
      replaces: true,
    });
    const elitePass = { plan: elite, endsAt: at("2026-12-10T00:00:00Z") };
    expect(passDecision({ subscription: null, pass: elitePass }, month, NOW)).toEqual({
      kind: "refuse",
      reason: "Your Elite pass runs until 2026-12-10 and already includes Premium: a Premium pass can be bought once it ends.",
    });
  });

  it("a pass that has ended counts for nothing", () => {
    const ended = { plan: elite, endsAt: NOW };
    expect(passDecision({ subscription: null, pass: ended }, month, NOW)).toMatchObject({ kind: "start", replaces: false });
  });
});

describe("unusedShare", () => {
  const period = { amountCents: 3000, periodStart: at("2026-11-01T00:00:00Z"), periodEnd: at("2026-12-01T00:00:00Z"), refundCents: 0 };

  it("the price's share of the time not used, to the cent", () => {
    expect(unusedShare(period, at("2026-11-11T00:00:00Z"))).toBe(2000);
    expect(unusedShare({ ...period, amountCents: 999 }, at("2026-11-21T00:00:00Z"))).toBe(333);
  });

  it("all of it before it starts, nothing once it has ended, never more than is left", () => {
    expect(unusedShare(period, at("2026-10-01T00:00:00Z"))).toBe(3000);
    expect(unusedShare(period, at("2026-12-01T00:00:00Z"))).toBe(0);
    expect(unusedShare({ ...period, refundCents: 2900 }, at("2026-10-01T00:00:00Z"))).toBe(100);
  });
});

describe("tierNow: a pass counts until its end, then the tier falls back with nothing to run", () => {
  const member = (tier: string, passPlan: string | null, passEndsAt: Date | null) => ({ tier, passPlan, passEndsAt });

  it("the higher of the subscription's tier and a running pass's", () => {
    expect(tierNow(member("free", "premium", at("2026-12-01T00:00:00Z")), NOW)).toBe("premium");
    expect(tierNow(member("premium", "elite", at("2026-12-01T00:00:00Z")), NOW)).toBe("premium_plus");
    expect(tierNow(member("premium_plus", "premium", at("2026-12-01T00:00:00Z")), NOW)).toBe("premium_plus");
    expect(tierNow(member("free", null, null), NOW)).toBe("free");
  });

  it("at its end and after, the pass is gone", () => {
    const pass = member("free", "elite", NOW);
    expect(tierNow(pass, new Date(NOW.getTime() - 1))).toBe("premium_plus");
    expect(tierNow(pass, NOW)).toBe("free");
    expect(tierNow(member("premium", "elite", NOW), at("2027-01-01T00:00:00Z"))).toBe("premium");
  });
});
