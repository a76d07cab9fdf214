// What each OAuth2 provider's data API is asked for and how its answers become HealthRecords.
// Pure: sync.server.ts sends the requests (with the member's token) and stores the records. Each
// answer is checked with Zod: an answer of another shape is a failed sync, never a wrong figure.
// The shapes are the providers' documented ones, cut to the fields read; the stand-in
// (tests/standins/oauth2.ts) serves the same.
import { z } from "zod";
import { addDays } from "~/modules/dates/calendar";
import { dayOf, dedupeKeyOf, type HealthRecordInput } from "~/modules/health/records";
import type { OAuthProvider } from "./catalogue";

export type ApiRequest = { method: "GET" | "POST"; path: string; query: Record<string, string>; form?: Record<string, string> };
/** The days (the member's, YYYY-MM-DD) and instants a sync asks for. */
export type SyncWindow = { from: Date; to: Date; fromDay: string; toDay: string; timeZone: string };
type Page = { records: HealthRecordInput[]; cursor: string | null };

/** One collection of a provider's API: its request (for a page after the first, with the cursor the last answer gave) and its reading. */
type Collection = {
  request(window: SyncWindow, cursor: string | null): ApiRequest | null;
  read(json: unknown, window: SyncWindow, source: string, request: ApiRequest): Page;
};

export type ProviderApi = {
  /** the API's origin; OAUTH_<PROVIDER>_API_URL overrides it (the stand-in, a regional host) */
  defaultBase: string;
  collections: Collection[];
};

/** An answer that says the token is no good (Withings answers HTTP 200 with status 401). */
export class ProviderUnauthorized extends Error {}

const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const round = (value: number) => Math.round(value * 100) / 100;

function record(
  source: string,
  kind: HealthRecordInput["kind"],
  value: number | null | undefined,
  day: string,
  startAt: Date,
  endAt: Date | null,
  key: string[],
): HealthRecordInput[] {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return [];
  return [{ kind, value: round(value), startAt, endAt, day, source, dedupeKey: dedupeKeyOf(key[0]!, ...key.slice(1)) }];
}

/** Parses with a schema, or throws what the provider's answer lacked (the message follows the provider's name). */
function answer<T extends z.ZodType>(schema: T, json: unknown): z.output<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`sent an answer that was not understood (${parsed.error.issues[0]?.path.join(".") || "its shape"})`);
  return parsed.data;
}

const Cursor = z.string().nullish();
const amount = z.number().nullish();

// Withings: POST /measure action=getmeas (weight is meastype 1; value × 10^unit kg), paged by offset.
const WithingsMeasures = z.object({
  status: z.number(),
  body: z
    .object({
      measuregrps: z.array(
        z.object({
          grpid: z.number(),
          date: z.number(),
          measures: z.array(z.object({ value: z.number(), type: z.number(), unit: z.number() })),
        }),
      ),
      more: z.union([z.boolean(), z.number()]).optional(),
      offset: z.number().optional(),
    })
    .optional(),
});

const withings: ProviderApi = {
  defaultBase: "https://wbsapi.withings.net",
  collections: [
    {
      request: (window, cursor) => ({
        method: "POST",
        path: "/measure",
        query: {},
        form: {
          action: "getmeas",
          meastypes: "1",
          category: "1",
          startdate: seconds(window.from),
          enddate: seconds(window.to),
          ...(cursor && { offset: cursor }),
        },
      }),
      read(json, window, source) {
        const { status, body } = answer(WithingsMeasures, json);
        if (status === 401) throw new ProviderUnauthorized();
        if (status !== 0 || !body) throw new Error(`answered status ${status}`);
        const records = body.measuregrps.flatMap((group) =>
          group.measures
            .filter((measure) => measure.type === 1)
            .flatMap((measure) => {
              const at = new Date(group.date * 1000);
              return record(source, "weight_kg", measure.value * 10 ** measure.unit, dayOf(at, window.timeZone), at, null, [
                "withings",
                "weight",
                String(group.grpid),
              ]);
            }),
        );
        return { records, cursor: body.more && body.offset !== undefined ? String(body.offset) : null };
      },
    },
  ],
};

// Oura: GET /v2/usercollection/daily_activity and /sleep by start_date/end_date, paged by next_token.
const OuraDays = z.object({
  data: z.array(z.object({ id: z.string(), day: z.string(), steps: amount, active_calories: amount })),
  next_token: Cursor,
});
const OuraSleep = z.object({
  data: z.array(
    z.object({ id: z.string(), day: z.string(), total_sleep_duration: amount, bedtime_start: z.string(), bedtime_end: z.string() }),
  ),
  next_token: Cursor,
});
const ouraRequest = (path: string) => (window: SyncWindow, cursor: string | null) => ({
  method: "GET" as const,
  path,
  query: { start_date: window.fromDay, end_date: window.toDay, ...(cursor && { next_token: cursor }) },
});

const oura: ProviderApi = {
  defaultBase: "https://api.ouraring.com",
  collections: [
    {
      request: ouraRequest("/v2/usercollection/daily_activity"),
      read(json, _window, source) {
        const { data, next_token } = answer(OuraDays, json);
        const records = data.flatMap((day) => [
          ...record(source, "steps", day.steps, day.day, noon(day.day), null, ["oura", "steps", day.day]),
          ...record(source, "active_energy_kcal", day.active_calories, day.day, noon(day.day), null, ["oura", "energy", day.day]),
        ]);
        return { records, cursor: next_token ?? null };
      },
    },
    {
      request: ouraRequest("/v2/usercollection/sleep"),
      read(json, _window, source) {
        const { data, next_token } = answer(OuraSleep, json);
        const records = data.flatMap((sleep) =>
          record(
            source,
            "sleep_minutes",
            (sleep.total_sleep_duration ?? 0) / 60,
            sleep.day,
            new Date(sleep.bedtime_start),
            new Date(sleep.bedtime_end),
            ["oura", "sleep", sleep.id],
          ),
        );
        return { records, cursor: next_token ?? null };
      },
    },
  ],
};

// WHOOP: GET /developer/v2/activity/sleep and /workout by start/end, paged by nextToken.
const WhoopSleep = z.object({
  records: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      start: z.string(),
      end: z.string(),
      score: z.object({ stage_summary: z.object({ total_in_bed_time_milli: z.number(), total_awake_time_milli: z.number() }) }).nullish(),
    }),
  ),
  next_token: Cursor,
});
const WhoopWorkouts = z.object({
  records: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      start: z.string(),
      end: z.string(),
      score: z.object({ kilojoule: amount }).nullish(),
    }),
  ),
  next_token: Cursor,
});
const whoopRequest = (path: string) => (window: SyncWindow, cursor: string | null) => ({
  method: "GET" as const,
  path,
  query: { start: window.from.toISOString(), end: window.to.toISOString(), limit: "25", ...(cursor && { nextToken: cursor }) },
});

const whoop: ProviderApi = {
  defaultBase: "https://api.prod.whoop.com",
  collections: [
    {
      request: whoopRequest("/developer/v2/activity/sleep"),
      read(json, window, source) {
        const { records: sleeps, next_token } = answer(WhoopSleep, json);
        const records = sleeps.flatMap((sleep) => {
          const stages = sleep.score?.stage_summary;
          const end = new Date(sleep.end);
          const minutes = stages ? (stages.total_in_bed_time_milli - stages.total_awake_time_milli) / 60_000 : 0;
          return record(source, "sleep_minutes", minutes, dayOf(end, window.timeZone), new Date(sleep.start), end, [
            "whoop",
            "sleep",
            String(sleep.id),
          ]);
        });
        return { records, cursor: next_token ?? null };
      },
    },
    {
      request: whoopRequest("/developer/v2/activity/workout"),
      read(json, window, source) {
        const { records: workouts, next_token } = answer(WhoopWorkouts, json);
        const records = workouts.flatMap((workout) => {
          const [start, end] = [new Date(workout.start), new Date(workout.end)];
          const day = dayOf(start, window.timeZone);
          return [
            ...record(source, "workout_minutes", (end.getTime() - start.getTime()) / 60_000, day, start, end, [
              "whoop",
              "workout",
              String(workout.id),
            ]),
            ...record(source, "active_energy_kcal", (workout.score?.kilojoule ?? 0) / 4.184, day, start, end, [
              "whoop",
              "energy",
              String(workout.id),
            ]),
          ];
        });
        return { records, cursor: next_token ?? null };
      },
    },
  ],
};

// Garmin Health API: GET /wellness-api/rest/dailies by upload time, at most 24 hours a request.
const GarminDailies = z.array(z.object({ calendarDate: z.string(), steps: amount, activeKilocalories: amount }));
const DAY_SECONDS = 86_400;

const garmin: ProviderApi = {
  defaultBase: "https://apis.garmin.com",
  collections: [
    {
      request(window, cursor) {
        const start = cursor ? Number(cursor) : Math.floor(window.from.getTime() / 1000);
        const last = Math.floor(window.to.getTime() / 1000);
        if (start >= last) return null;
        return {
          method: "GET",
          path: "/wellness-api/rest/dailies",
          query: { uploadStartTimeInSeconds: String(start), uploadEndTimeInSeconds: String(Math.min(start + DAY_SECONDS, last)) },
        };
      },
      read(json, _window, source, request) {
        const records = answer(GarminDailies, json).flatMap((day) => [
          ...record(source, "steps", day.steps, day.calendarDate, noon(day.calendarDate), null, ["garmin", "steps", day.calendarDate]),
          ...record(source, "active_energy_kcal", day.activeKilocalories, day.calendarDate, noon(day.calendarDate), null, [
            "garmin",
            "energy",
            day.calendarDate,
          ]),
        ]);
        // The next day's request starts where this one ended.
        return { records, cursor: request.query.uploadEndTimeInSeconds ?? null };
      },
    },
  ],
};

// Polar AccessLink: GET /v3/users/activities by from/to date, the daily activity summaries.
const PolarActivities = z.array(z.object({ start_time: z.string(), steps: amount, active_calories: amount }));

const polar: ProviderApi = {
  defaultBase: "https://www.polaraccesslink.com",
  collections: [
    {
      request: (window) => ({ method: "GET", path: "/v3/users/activities", query: { from: window.fromDay, to: addDays(window.toDay, 1) } }),
      read(json, _window, source) {
        const records = answer(PolarActivities, json).flatMap((activity) => {
          const day = activity.start_time.slice(0, 10);
          return [
            ...record(source, "steps", activity.steps, day, noon(day), null, ["polar", "steps", day]),
            ...record(source, "active_energy_kcal", activity.active_calories, day, noon(day), null, ["polar", "energy", day]),
          ];
        });
        return { records, cursor: null };
      },
    },
  ],
};

export const PROVIDER_APIS: Record<OAuthProvider, ProviderApi> = { garmin, whoop, oura, polar, withings };
