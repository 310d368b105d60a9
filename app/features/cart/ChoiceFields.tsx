/**
 * The options of a cart line as hidden fields, so a form about that line (quantity, remove, replace the
 * cart) names the same dish with the same choices. The server reads every `choices.*` value as an option
 * id; which group each belongs to it knows itself.
 */
export function ChoiceFields({ optionIds }: { optionIds: readonly string[] }) {
  return optionIds.map((id) => <input key={id} type="hidden" name="choices.chosen" value={id} />);
}
