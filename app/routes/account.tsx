import { pageLoader } from "~/http/read-policy.server";
import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { formError, submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/modules/auth/api-tokens.server";
import { deviceName } from "~/modules/auth/device-name";
import { currentSessionId, endSession, endSessionByRef, listSessions } from "~/modules/auth/session.server";
import { signOutEverywhere } from "~/modules/auth/sign-out-everywhere.server";
import { DomainError } from "~/modules/errors";
import { getProfile } from "~/modules/user/profile.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { TokenForm } from "~/modules/auth/api-token-form";
import { formAction } from "~/http/write-policy.server";

export const meta: MetaFunction = () => [{ title: "Sessions and API tokens — Fitplate" }];

const INTENTS = { everywhere: "sign-out-everywhere", session: "sign-out-session", create: "create-token", revoke: "revoke-token" } as const;

export const loader = pageLoader("page", async ({ request, userId }) => {
  const [profile, sessions, tokens] = await Promise.all([
    getProfile(userId),
    listSessions(userId, await currentSessionId(request)),
    listApiTokens(userId),
  ]);
  return {
    isGuest: profile?.isGuest ?? true,
    sessions: sessions.map(({ id: _id, userAgent, createdAt, ...row }) => ({
      ...row,
      name: deviceName(userAgent),
      createdAt: createdAt.toISOString(),
    })),
    tokens: tokens.map((token) => ({
      ...token,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    })),
  };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [INTENTS.everywhere]: async ({ request, userId, formData }) => {
      const done = await signOutEverywhere(userId, Object.fromEntries(formData));
      const headers = new Headers();
      headers.append("Set-Cookie", await endSession(request));
      return redirectWithToast("/", { title: "Signed out everywhere", description: signedOutSummary(done) }, headers);
    },
    [INTENTS.session]: async ({ request, userId, formData, intent }) => {
      const ref = formData.get("session");
      const ended = typeof ref === "string" ? await endSessionByRef(request, userId, ref) : null;
      if (ended === null) return formError(intent, "That session has already ended.", 404);
      if (ended === "this") return redirectWithToast("/", { title: "Signed out" }, { "Set-Cookie": await endSession(request) });
      return redirectWithToast("/account", { title: "Signed out", description: "That session has ended." });
    },
    [INTENTS.create]: async ({ userId, formData, intent }) => {
      // Shown once, in this answer: never stored in a cookie or a redirect.
      const submission = parseWithZod(formData, { schema: TokenForm });
      if (submission.status !== "success") return data<Answer>({ intent, result: submission.reply() }, { status: 400 });
      try {
        const { name, token } = await createApiToken(userId, submission.value);
        return data<Answer>({ intent, created: { name, token } });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return data<Answer>({ intent, result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
      }
    },
    [INTENTS.revoke]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        z.object({ tokenId: z.string().optional() }),
        (input) => revokeApiToken(userId, input.tokenId),
        () => redirectWithToast("/account", { title: "Token revoked", description: "Calls with it now get 401." }),
      ),
  },
});

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** What "Sign out everywhere" did, in words: the sessions that ended and what became of the API tokens. */
function signedOutSummary({ sessionsEnded, tokensRevoked, tokensLeft }: Awaited<ReturnType<typeof signOutEverywhere>>): string {
  const sessions = `${counted(sessionsEnded, "session")} ended`;
  if (tokensRevoked > 0) return `${sessions}; ${counted(tokensRevoked, "API token")} revoked.`;
  if (tokensLeft > 0) return `${sessions}; ${counted(tokensLeft, "API token")} still ${tokensLeft === 1 ? "works" : "work"}.`;
  return `${sessions}.`;
}

type Answer = FormReply | { intent: string; created: { name: string; token: string } };

export default function Account() {
  const { isGuest, sessions, tokens } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const reply = answer && "result" in answer ? answer : undefined;
  const created = answer && "created" in answer ? answer.created : null;
  const busy = useNavigation().state !== "idle";
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/auth/api-token-form"),
    ({ TokenForm }, formData, parseWithZod) => parseWithZod(formData, { schema: TokenForm }),
  );
  const [form, fields] = useForm({
    id: `token-${tokens.length}`,
    lastResult: replyFor(reply, INTENTS.create),
    shouldValidate: "onSubmit",
    onValidate,
  });
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title="Sessions and API tokens"
        actions={
          <Link to="/profile" className={buttonClass("ghost", "text-sm")}>
            Profile
          </Link>
        }
      />
      <Card title="Where you are signed in" titleId="sessions">
        <ul className="divide-y divide-slate-100">
          {sessions.map((session) => (
            <li key={session.ref} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid="session-row">
              <div className="min-w-0">
                <span className="block break-words font-medium">
                  {session.name}
                  {session.current ? " (this device)" : ""}
                  {session.kiosk ? " · kiosk" : ""}
                </span>
                <span className="text-xs text-slate-600">Since {session.createdAt.slice(0, 16).replace("T", " ")} UTC</span>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value={INTENTS.session} />
                <input type="hidden" name="session" value={session.ref} />
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Sign out ${session.name}${session.current ? " (this device)" : ""}`}
                >
                  Sign out
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value={INTENTS.everywhere} />
          {tokens.length > 0 ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="revokeTokens" className="h-5 w-5" />
              Also revoke API tokens
            </label>
          ) : null}
          <Button variant="secondary" disabled={busy} className="w-full">
            Sign out everywhere
          </Button>
        </Form>
      </Card>
      <Card title="Personal API tokens" titleId="api-tokens">
        <p className="text-sm text-slate-700">
          For scripts and apps calling the JSON API as you: send <code className="break-all">Authorization: Bearer &lt;token&gt;</code>.
        </p>
        {created ? (
          <div role="status" className="my-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950">
            <p className="font-semibold">Token “{created.name}” created. Copy it now: it is not shown again.</p>
            <code data-testid="new-token" className="mt-1 block break-all rounded bg-white p-2 font-mono">
              {created.token}
            </code>
          </div>
        ) : null}
        {tokens.length > 0 ? (
          <ul className="my-2 divide-y divide-slate-100">
            {tokens.map((token) => (
              <li key={token.id} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid="token-row">
                <span className="min-w-0">
                  <span className="block break-words font-medium">{token.name}</span>
                  <span className="text-xs text-slate-600">
                    {token.lastUsedAt ? `Last used ${token.lastUsedAt.slice(0, 10)}` : "Never used"}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value={INTENTS.revoke} />
                  <input type="hidden" name="tokenId" value={token.id} />
                  <Button variant="secondary" disabled={busy}>
                    Revoke
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
        {isGuest ? (
          <p className="mt-2 text-sm text-slate-700">
            <Link to="/registration" className="font-medium text-brand-700 underline">
              Register
            </Link>{" "}
            to create API tokens.
          </p>
        ) : (
          <Form method="post" {...formProps(form)} className="mt-2">
            <input type="hidden" name="intent" value={INTENTS.create} />
            <Field label="New token name" meta={fields.name}>
              {(control) => <input {...getInputProps(fields.name, { type: "text" })} {...control} maxLength={60} className={inputClass} />}
            </Field>
            <FormAlert message={formErrorOf(reply, INTENTS.create) ?? formErrorOf(reply, INTENTS.revoke)} className="mb-2" />
            <Button disabled={busy} className="w-full">
              Create token
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
