/** The reason box and the button that confirm cancelling an order, in the customer's and the console's dialogs. */
export function CancelReason({
  id,
  label,
  maxLength,
  confirm,
}: {
  id: string;
  label: string;
  maxLength: number;
  confirm: string;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea id={id} name="reason" maxLength={maxLength} rows={2} className="input" />
      <button type="submit" className="btn-danger">
        {confirm}
      </button>
    </>
  );
}
