// Issue 43 items 3–4: what the scheduler sends, and that it sends it once. Ticks are driven here
// with a chosen instant (the server's minute tick is off in tests).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { saveNotificationSettings } from "~/modules/notifications/settings.server";
import { runNotificationTick } from "~/modules/notifications/scheduler.server";
import { newGuest, newMember } from "../helpers/requests";
import { startSmtpStandin, type SmtpStandin } from "../standins/smtp";
import { pushStandinForSuite } from "../helpers/push";
import { savePushSubscription } from "~/modules/notifications/push.server";

let smtp: SmtpStandin;
const savedSmtp = env.SMTP_URL;
beforeAll(async () => {
  smtp = await startSmtpStandin();
  env.SMTP_URL = smtp.url;
});
afterEach(() => smtp.setRefusing(false));
afterAll(async () => {
  env.SMTP_URL = savedSmtp;
  await smtp.close();
});

// 12:31 in New York (UTC−5) on 2026-11-24, a Tuesday; the day is far from every other test's today.
const DAY = "2026-11-24";
const LUNCH_TIME = new Date(`${DAY}T17:31:00Z`);
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

async function memberWithLunchReminder(tag: string) {
  const member = await newMember(tag, "America/New_York");
  await saveNotificationSettings(member.userId, { mealReminders: true, lunchAt: "12:30" });
  return member;
}

async function logLunch(userId: number) {
  await db.meal.create({
    data: {
      userId,
      name: "Lunch",
      mealType: "lunch",
      localDate: DAY,
      foods: { create: { foodName: "Rice", quantity: 150, calories: 195, protein: 4, carbs: 42, fat: 0.4 } },
    },
  });
}

describe("meal reminders", () => {
  it("arrive once by e-mail at 12:30 in the member's zone when lunch is empty, and are listed as sent", async () => {
    const { userId, email } = await memberWithLunchReminder("lunch-empty");
    await runNotificationTick(new Date(`${DAY}T17:29:00Z`)); // 12:29: not yet
    expect(mailsTo(email)).toHaveLength(0);

    await runNotificationTick(LUNCH_TIME);
    await runNotificationTick(new Date(`${DAY}T17:35:00Z`)); // the next ticks: already sent
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "Time to log your lunch" });
    expect(mails[0]!.text).toContain(`/diary?date=${DAY}`);
    expect(await db.notificationSent.findMany({ where: { userId }, select: { kind: true, period: true, channel: true } })).toEqual([
      { kind: "meal-reminder", period: `${DAY}:lunch`, channel: "email" },
    ]);
  });

  it("do not come when lunch was logged", async () => {
    const { userId, email } = await memberWithLunchReminder("lunch-logged");
    await logLunch(userId);
    await runNotificationTick(LUNCH_TIME);
    expect(mailsTo(email)).toHaveLength(0);
    expect(await db.notificationSent.count({ where: { userId } })).toBe(0);
  });

  it("are skipped, not sent late, after downtime, and kept out of quiet hours", async () => {
    const late = await memberWithLunchReminder("lunch-late");
    await runNotificationTick(new Date(`${DAY}T18:30:00Z`)); // 13:30: an hour past, the server was down
    expect(mailsTo(late.email)).toHaveLength(0);

    const quiet = await newMember("lunch-quiet", "America/New_York");
    await saveNotificationSettings(quiet.userId, { mealReminders: true, lunchAt: "12:30", quietFrom: "12:00", quietTo: "14:00" });
    await runNotificationTick(LUNCH_TIME);
    expect(mailsTo(quiet.email)).toHaveLength(0);
  });

  it("are sent once when two schedulers tick at the same time on one database", async () => {
    const members = await Promise.all([1, 2, 3].map((n) => memberWithLunchReminder(`lunch-race-${n}`)));
    const sent = await Promise.all([runNotificationTick(LUNCH_TIME), runNotificationTick(LUNCH_TIME), runNotificationTick(LUNCH_TIME)]);
    for (const { email } of members) expect(mailsTo(email)).toHaveLength(1);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(members.length);
    for (const { userId } of members) expect(await db.notificationSent.count({ where: { userId } })).toBe(1);
  });

  it("reach no guest (no address), and send at most a batch per tick", async () => {
    const guest = await newGuest("America/New_York");
    await saveNotificationSettings(guest.userId, { mealReminders: true, lunchAt: "12:30" });
    const first = await memberWithLunchReminder("lunch-batch-1");
    const second = await memberWithLunchReminder("lunch-batch-2");
    const at = new Date(`${DAY}T17:32:00Z`);
    await db.notificationSent.deleteMany({ where: { period: `${DAY}:lunch` } });
    await db.notificationSettings.updateMany({
      where: { userId: { notIn: [guest.userId, first.userId, second.userId] } },
      data: { mealReminders: false },
    });
    expect(await runNotificationTick(at, 1)).toBe(1);
    expect(await runNotificationTick(at, 1)).toBe(1);
    expect(await runNotificationTick(at, 1)).toBe(0);
    expect(mailsTo(first.email)).toHaveLength(1);
    expect(mailsTo(second.email)).toHaveLength(1);
    expect(await db.notificationSent.count({ where: { userId: guest.userId } })).toBe(0);
  });
});

describe("push delivery", () => {
  const pushSuite = pushStandinForSuite();
  afterEach(() => pushSuite.standin.setMode("accept"));

  it("sends the lunch reminder once to the subscribed browser, which decrypts it, and no e-mail", async () => {
    const { userId, email } = await memberWithLunchReminder("push-lunch");
    const subscription = pushSuite.standin.subscribe();
    await savePushSubscription(userId, subscription);
    await Promise.all([runNotificationTick(LUNCH_TIME), runNotificationTick(LUNCH_TIME)]);
    const got = pushSuite.standin.received.filter((message) => message.endpoint === subscription.endpoint);
    expect(got).toHaveLength(1);
    expect(got[0]!.subject).toBe(env.VAPID_SUBJECT);
    expect(JSON.parse(got[0]!.payload)).toEqual({
      title: "Time to log your lunch",
      body: "Nothing is logged for lunch today yet.",
      url: `/diary?date=${DAY}`,
    });
    expect(mailsTo(email)).toHaveLength(0);
    expect(await db.notificationSent.findFirstOrThrow({ where: { userId } })).toMatchObject({ channel: "push" });
  });

  it("drops a subscription its push service calls gone (410) and falls back to e-mail", async () => {
    const { userId, email } = await memberWithLunchReminder("push-gone");
    await savePushSubscription(userId, pushSuite.standin.subscribe());
    pushSuite.standin.setMode("gone");
    await runNotificationTick(LUNCH_TIME);
    expect(await db.pushSubscription.count({ where: { userId } })).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);
    expect(await db.notificationSent.findFirstOrThrow({ where: { userId } })).toMatchObject({ channel: "email" });
  });

  it("keeps a subscription whose service fails (500) and sends the e-mail instead", async () => {
    const { userId, email } = await memberWithLunchReminder("push-fail");
    await savePushSubscription(userId, pushSuite.standin.subscribe());
    pushSuite.standin.setMode("fail");
    await runNotificationTick(LUNCH_TIME);
    expect(await db.pushSubscription.count({ where: { userId } })).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("drops a stored subscription whose key nothing can encrypt to, sends the e-mail, and the tick goes on to the next member", async () => {
    const broken = await memberWithLunchReminder("push-bad-key");
    await db.pushSubscription.create({
      data: { userId: broken.userId, endpoint: `${pushSuite.standin.subscribe().endpoint}-bad`, p256dh: "key", auth: "auth" },
    });
    const next = await memberWithLunchReminder("push-after-bad-key");
    const subscription = pushSuite.standin.subscribe();
    await savePushSubscription(next.userId, subscription);
    await runNotificationTick(LUNCH_TIME);
    expect(await db.pushSubscription.count({ where: { userId: broken.userId } })).toBe(0);
    expect(mailsTo(broken.email)).toHaveLength(1);
    expect(pushSuite.standin.received.filter((message) => message.endpoint === subscription.endpoint)).toHaveLength(1);
  });
});

describe("the free trial's reminder", () => {
  async function trialing(tag: string, endsAt: Date, cancelled = false) {
    const member = await newMember(tag, "America/New_York");
    await db.user.update({
      where: { id: member.userId },
      data: {
        tier: "premium",
        subscriptionStatus: "trialing",
        trialSubscriptionId: `sub_${tag}`,
        trialEndsAt: endsAt,
        cancelAtPeriodEnd: cancelled,
      },
    });
    return member;
  }
  // 10:00 in New York on DAY.
  const MORNING = new Date(`${DAY}T15:00:00Z`);

  it("comes once, 2 days before the trial ends, in the member's daytime, whether or not they set any notification", async () => {
    const ending = await trialing("trial-ending", new Date(MORNING.getTime() + 47 * 3_600_000));
    const later = await trialing("trial-later", new Date(MORNING.getTime() + 5 * 24 * 3_600_000));
    await runNotificationTick(new Date(`${DAY}T08:00:00Z`)); // 03:00 in New York: not at night
    expect(mailsTo(ending.email)).toHaveLength(0);

    await runNotificationTick(MORNING);
    await runNotificationTick(new Date(MORNING.getTime() + 3_600_000));
    const mails = mailsTo(ending.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "Your free trial ends in 2 days" });
    expect(mails[0]!.text).toContain("ends on 2026-11-26 09:00, when your first payment is charged");
    expect(mails[0]!.text).toContain("/billing");
    expect(mailsTo(later.email)).toHaveLength(0);
  });

  it("tells a member who cancelled in the trial that nothing is charged", async () => {
    const cancelled = await trialing("trial-cancelled", new Date(MORNING.getTime() + 30 * 3_600_000), true);
    await runNotificationTick(MORNING);
    expect(mailsTo(cancelled.email)[0]!.text).toContain("You cancelled, so nothing is charged");
  });
});
