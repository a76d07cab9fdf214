import { Form, Link } from "@remix-run/react";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";

/** Profile's account panel: a guest is offered registration and sign-in; a member sees the address and Sign out. */
export function AccountCard({ isGuest, email }: { isGuest: boolean; email: string | null }) {
  return (
    <Card title="Account" titleId="account">
      {isGuest ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            You are using a guest account that lives in this browser. Register to keep everything on every device.
          </p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Link to="/registration" className={buttonClass("primary", "w-full")}>
              Create an account
            </Link>
            <Link to="/login" className={buttonClass("secondary", "w-full")}>
              Sign in
            </Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 text-sm text-slate-700">
            Signed in as <span className="break-all font-medium">{email}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to="/account" className={buttonClass("ghost")}>
              Sessions and API tokens
            </Link>
            <Form method="post" action="/logout">
              <Button variant="secondary">Sign out</Button>
            </Form>
          </div>
        </div>
      )}
    </Card>
  );
}
