import { useEffect } from "react";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { FormAlert } from "~/ui/FormAlert";
import { useToast } from "~/ui/ToastArea";

/**
 * A workout form's refusal ("No active workout", "Start the workout before logging sets") at the
 * top of the page, where it exists with and without JavaScript; hydrated, also as an error toast
 * so that it is seen next to the button that was pressed. `intents`: the forms without an alert of their own.
 */
export function ReplyAlert({ reply, intents }: { reply: FormReply | undefined; intents: string[] }) {
  const message = reply && intents.includes(reply.intent) ? formErrorOf(reply) : null;
  const toast = useToast();
  useEffect(() => {
    if (message) toast({ title: message, variant: "error" });
  }, [reply, message, toast]);
  return <FormAlert message={message} />;
}
