import { Form, Link } from "@remix-run/react";
import { FINISH_CONFIRMED_FIELD, FINISH_WORKOUT_INTENT } from "~/modules/workout/intents";
import { Button, buttonClass } from "~/ui/Button";

/**
 * Finish pressed with planned sets not logged: the server's question and a second post that
 * confirms (`confirmed=yes`), the same with and without JavaScript. Keep going leaves it open.
 */
export function FinishQuestion({ action, message }: { action: string; message: string }) {
  return (
    <section role="alert" aria-label="Finish the workout?" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p className="font-semibold">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={action} className="flex-1">
          <input type="hidden" name={FINISH_CONFIRMED_FIELD} value="yes" />
          <Button name="intent" value={FINISH_WORKOUT_INTENT} className="w-full whitespace-nowrap">
            Finish anyway
          </Button>
        </Form>
        <Link to={action} className={buttonClass("secondary", "flex-1 whitespace-nowrap")}>
          Keep going
        </Link>
      </div>
    </section>
  );
}
