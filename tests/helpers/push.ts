import { afterAll, beforeAll } from "vitest";
import webpush from "web-push";
import { env } from "~/env.server";
import { startPushStandin, type PushStandin } from "../standins/push";

/**
 * The push stand-in for the enclosing suite, with a fresh VAPID key pair the server signs with
 * (restored after). Call at the top of a file or a `describe`; the answer is read inside tests.
 */
export function pushStandinForSuite(): { readonly standin: PushStandin } {
  const holder: { standin?: PushStandin } = {};
  const savedVapid = { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY };
  beforeAll(async () => {
    holder.standin = await startPushStandin();
    const keys = webpush.generateVAPIDKeys();
    Object.assign(env, { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
  });
  afterAll(async () => {
    Object.assign(env, savedVapid);
    await holder.standin?.close();
  });
  return {
    get standin() {
      if (!holder.standin) throw new Error("the push stand-in starts in beforeAll: read it inside a test");
      return holder.standin;
    },
  };
}
