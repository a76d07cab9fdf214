import Database from "better-sqlite3";

export const APP = "http://127.0.0.1:4530";
export const STRIPE = "http://127.0.0.1:4531";
const DB = "/work/wt/billing/data/walk.db";

export class Client {
  cookies = new Map<string, string>();
  constructor(readonly name: string) {}
  private header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async fetch(path: string, init: RequestInit & { form?: Record<string, string>; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    headers.set("Cookie", this.header());
    let body = init.body;
    if (init.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(init.form);
    }
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await fetch(path.startsWith("http") ? path : APP + path, { ...init, headers, body, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const [k, v] = pair!.split("=");
      this.cookies.set(k!, v ?? "");
    }
    return res;
  }
  async api(method: string, path: string, json?: unknown) {
    const res = await this.fetch(path, { method, json });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, body: body as any };
  }
  async member() {
    await this.api("POST", "/api/auth/guest", {});
    const email = `walk-${this.name.toLowerCase()}-${Date.now()}@example.com`;
    const reg = await this.api("POST", "/api/auth/register", { firstName: "Walk", lastName: this.name, email, countryCode: "+44", phoneNumber: `7700${Math.floor(100000 + Math.random() * 899999)}`, agreeToTerms: true });
    if (reg.status !== 200) throw new Error("register " + reg.status + JSON.stringify(reg.body));
    const code = mailedCode(email);
    const v = await this.api("POST", "/api/auth/verify-otp", { email, otpCode: code });
    if (v.status !== 200) throw new Error("verify " + v.status + JSON.stringify(v.body));
    const s = await this.api("GET", "/api/session");
    this.id = s.body.user.id;
    this.email = email;
    return this;
  }
  id = 0;
  email = "";
  async user() {
    return (await this.api("GET", `/api/user/${this.id}`)).body;
  }
  async page(path: string) {
    const res = await this.fetch(path);
    return { status: res.status, html: await res.text(), location: res.headers.get("Location") };
  }
  async form(path: string, fields: Record<string, string>) {
    const res = await this.fetch(path, { method: "POST", form: fields });
    return { status: res.status, location: res.headers.get("Location"), html: await res.text() };
  }
}

export function mailedCode(email: string): string {
  const db = new Database(DB, { readonly: true });
  try {
    const row = db.prepare(`SELECT "body" FROM "OutboxMessage" WHERE "to" = ? ORDER BY "id" DESC LIMIT 1`).get(email) as { body: string };
    return /\b(\d{6})\b/.exec(row.body)![1]!;
  } finally {
    db.close();
  }
}

export function rows(sql: string, ...args: unknown[]) {
  const db = new Database(DB, { readonly: true });
  try {
    return db.prepare(sql).all(...args) as any[];
  } finally {
    db.close();
  }
}

/** Stripe.js's confirmation of a client secret, as the browser sends it. */
export async function confirm(clientSecret: string) {
  const id = clientSecret.split("_secret_")[0];
  const res = await fetch(`${STRIPE}/v1/payment_intents/${id}/confirm`, { method: "POST", body: new URLSearchParams({ key: "pk_test_walk", client_secret: clientSecret }) });
  return res.status;
}
/** The member pays a hosted page. */
export async function payHosted(url: string) {
  const res = await fetch(url, { method: "POST", redirect: "manual" });
  return { status: res.status, location: res.headers.get("Location") };
}
export const check = (label: string, ok: boolean, detail?: unknown) => {
  console.log(`${ok ? "PASS" : "FAIL"} ${label}${ok ? "" : " — " + JSON.stringify(detail)}`);
  if (!ok) process.exitCode = 1;
};
