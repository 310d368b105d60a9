import { useT } from "./useT";

/**
 * A search form's words box and its button: the label for screen readers, a hint as the placeholder.
 * The form around it (`role="search"`) says where it searches and what else it keeps.
 */
export function SearchField({
  id,
  label,
  placeholder,
  defaultValue,
  maxLength,
  primary = true,
  autoFocus = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  maxLength: number;
  /** The page's main action (a filled button), or a secondary one beside others. */
  primary?: boolean;
  /** The page's one obvious field, focused as it opens. */
  autoFocus?: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={maxLength}
        autoFocus={autoFocus}
        placeholder={placeholder}
        className="input min-w-0 flex-1"
      />
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"}>
        {t("Search")}
      </button>
    </>
  );
}
