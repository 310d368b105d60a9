import { SubmitButton } from "~/ui/form-kit";
import { TextAreaField } from "~/ui/form-fields";

/** The reason box and the button that confirm cancelling an order, in the customer's and the console's dialogs. */
export function CancelReason({ label, confirm }: { label: string; confirm: string }) {
  return (
    <>
      <TextAreaField name="reason" label={label} rows={2} />
      <SubmitButton className="btn-danger">{confirm}</SubmitButton>
    </>
  );
}
