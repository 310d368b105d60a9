import { Link } from "react-router";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { ChoiceFields } from "./ChoiceFields";

interface AddChoiceFormProps {
  id: string;
  productId: string;
  /** The options of the line to add. */
  choices: readonly string[];
  returnTo: string;
  /** 'Replace cart?': the cart's dishes from another restaurant go. */
  replace?: boolean;
  label: string;
  /** The other answer: a link. */
  other: { to: string; label: string };
}

/**
 * A question's two answers as a plain page asks it ('Replace cart?', 'Repeat last customisation?'): one dish
 * with these options added to the cart, coming back to `returnTo`, or a link elsewhere.
 */
export function AddChoiceForm({ id, productId, choices, returnTo, replace = false, label, other }: AddChoiceFormProps) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <KitForm kit={formKit({ id, intent: "add" })} action="/cart">
        <input type="hidden" name="productId" value={productId} />
        <ChoiceFields optionIds={choices} />
        <input type="hidden" name="quantity" value="1" />
        {replace ? <input type="hidden" name="replace" value="1" /> : null}
        <input type="hidden" name="returnTo" value={returnTo} />
        <SubmitButton className="btn-primary">{label}</SubmitButton>
      </KitForm>
      <Link to={other.to} className="btn-secondary">
        {other.label}
      </Link>
    </div>
  );
}
