import { Form, useActionData, useNavigation } from "@remix-run/react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { Button } from "~/ui/Button";
import { FormAlert } from "~/ui/FormAlert";

/** A subscriber's "Change to …" (intent `change` of /checkout and /subscribe): the plan change on their one subscription. */
export function PlanChangeForm({ plan, billing }: { plan: { id: string; name: string }; billing: string }) {
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" reloadDocument>
      <input type="hidden" name="intent" value="change" />
      <input type="hidden" name="plan" value={plan.id} />
      <input type="hidden" name="billing" value={billing} />
      <FormAlert message={formErrorOf(reply, "change")} className="mb-2" />
      <Button disabled={busy} className="w-full">
        Change to {plan.name}
      </Button>
    </Form>
  );
}
