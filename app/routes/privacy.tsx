import { pageLoader } from "~/http/read-policy.server";
import { data, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { env } from "~/env.server";
import { CODE_MINUTES } from "~/modules/auth/one-time-code.server";
import { endSession, SESSION_DAYS } from "~/modules/auth/session.server";
import { OUTBOX_RETENTION_DAYS } from "~/modules/messenger/outbox.server";
import { ABANDONED_GUEST_DAYS, IDEMPOTENCY_KEY_HOURS } from "~/modules/throttle/limits";
import { deleteAccount } from "~/modules/privacy/delete-account.server";
import { getBilling } from "~/modules/payments/billing.server";
import { REFUND_DAYS } from "~/modules/premium/plans";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { PrivacyNotice } from "~/ui/legal/PrivacyNotice";

export const meta: MetaFunction = () => [{ title: "Privacy — Fitplate" }];

/** Deleting is two posts: the first asks for confirmation (a second form, no JavaScript needed), the second deletes. */
export const DELETE_INTENTS = { ask: "delete-account", confirm: "confirm-delete-account" } as const;

export const loader = pageLoader("session", ({ userId }) => ({
  signedIn: userId !== null,
  supportEmail: env.SUPPORT_EMAIL,
  retention: {
    sessionDays: SESSION_DAYS,
    abandonedGuestDays: ABANDONED_GUEST_DAYS,
    idempotencyKeyHours: IDEMPOTENCY_KEY_HOURS,
    outboxDays: OUTBOX_RETENTION_DAYS,
    codeMinutes: CODE_MINUTES,
  },
}));

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [DELETE_INTENTS.ask]: async ({ intent, userId }) => {
      // A pass was paid once for a period: say before the second tap that it goes with the account.
      const pass = (await getBilling(userId))?.pass;
      const passNotice = pass
        ? `Your ${pass.name} pass, paid until ${pass.endsOn}, ends with your account: the days left are not refunded.` +
          ` To ask for a refund (within ${REFUND_DAYS} days of paying), write to ${env.SUPPORT_EMAIL} before deleting.`
        : null;
      return data({ intent, confirming: true as const, passNotice });
    },
    [DELETE_INTENTS.confirm]: async ({ request, userId }) => {
      await deleteAccount(userId);
      const headers = new Headers();
      headers.append("Set-Cookie", await endSession(request));
      return redirectWithToast("/", { title: "Account deleted", description: "Your account and all its data are gone." }, headers);
    },
  },
});

type Answer = FormReply | { intent: string; confirming: true; passNotice: string | null };

export default function Privacy() {
  const { signedIn, supportEmail, retention } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const confirming = answer !== undefined && "confirming" in answer;
  const error = answer && "result" in answer ? formErrorOf(answer) : null;
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="Privacy" subtitle="What Fitplate keeps about you, where, for how long, and how to take it or delete it." />
      <PrivacyNotice supportEmail={supportEmail} retention={retention} />
      <Card title="Delete my account and data" titleId="delete-account">
        {signedIn ? (
          <div className="space-y-3 text-sm text-slate-700">
            <p>
              This deletes your account and everything on the list above at once: diary, workouts, photos, support tickets, sessions and API
              tokens. A renewing subscription is set to end at its period end first; a one-time pass ends with the account. It cannot be
              undone.
            </p>
            <FormAlert message={error} />
            {confirming ? (
              <Form method="post" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-3">
                <p className="font-semibold text-red-800" role="alert">
                  Are you sure? Everything will be deleted now, on every device.
                </p>
                {answer && "passNotice" in answer && answer.passNotice ? <p className="text-red-900">{answer.passNotice}</p> : null}
                <input type="hidden" name="intent" value={DELETE_INTENTS.confirm} />
                <div className="flex flex-wrap gap-2">
                  <Button variant="danger" disabled={busy}>
                    Yes, delete everything
                  </Button>
                  <a href="/privacy" className="inline-flex min-h-touch items-center px-2 font-semibold text-brand-700">
                    Keep my account
                  </a>
                </div>
              </Form>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value={DELETE_INTENTS.ask} />
                <Button variant="danger" disabled={busy}>
                  Delete my account and data
                </Button>
              </Form>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-700">You are not signed in, so Fitplate holds no account for this browser.</p>
        )}
      </Card>
    </div>
  );
}
