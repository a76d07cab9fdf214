import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { redirectWithToast } from "~/http/toast.server";
import { startGuest } from "~/modules/auth/guest.server";
import { getSessionUserId } from "~/modules/auth/session.server";
import { getProfile } from "~/modules/user/profile.server";
import { TimeZoneInput } from "~/ui/TimeZoneInput";

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await getSessionUserId(request);
  const profile = userId === null ? null : await getProfile(userId);
  return { profile };
}

const StartInput = z.object({ intent: z.literal("start"), timeZone: z.string().max(64).optional() });

export async function action({ request }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const input = StartInput.safeParse(form);
  if (!input.success) return Response.json({ error: "Unknown action" }, { status: 400 });
  const { setCookie } = await startGuest(input.data.timeZone || undefined);
  return redirectWithToast("/", { title: "Welcome to Fitplate!", description: "Your tracking starts today." }, {
    "Set-Cookie": setCookie,
  });
}

export default function Home() {
  const { profile } = useLoaderData<typeof loader>();
  return profile ? <Today name={profile.username} goal={profile.dailyCalorieGoal} /> : <Welcome />;
}

function Welcome() {
  const navigation = useNavigation();
  return (
    <section className="flex min-h-[70vh] flex-col justify-center gap-6 text-center">
      <div>
        <h1 className="text-3xl font-bold text-brand-700">Fitplate</h1>
        <p className="mt-3 text-lg text-slate-700">Log what you eat, see your calories and macros, and track your workouts.</p>
      </div>
      <Form method="post" className="mx-auto w-full max-w-xs">
        <input type="hidden" name="intent" value="start" />
        <TimeZoneInput />
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="min-h-touch w-full rounded-xl bg-brand-600 px-6 py-3 text-lg font-semibold text-white shadow disabled:opacity-60"
        >
          Start tracking
        </button>
      </Form>
      <p className="text-sm text-slate-500">No sign-up needed: your data stays on this device's account until you register.</p>
    </section>
  );
}

function Today({ name, goal }: { name: string | null; goal: number }) {
  return (
    <section>
      <h1 className="text-2xl font-bold">{name ? `Hi, ${name}` : "Today"}</h1>
      <p className="mt-1 text-slate-600">Daily goal: {goal} kcal</p>
    </section>
  );
}
