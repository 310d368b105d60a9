import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import { MIN_SUGGESTION_QUERY, type PlaceSuggestion } from "./location";

const DEBOUNCE_MS = 500;

interface PlaceComboboxProps {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  placeholder?: string;
  /** Called when the customer picks a suggestion. */
  onSelect: (place: PlaceSuggestion) => void;
  /** Called when the customer types, so a caller can forget an earlier pick. */
  onType?: () => void;
  /** The id of an error message about this field, which marks it invalid. */
  errorId?: string;
}

/**
 * A place field. Without JavaScript it is a plain text input whose form the server answers with
 * matches; with it, an ARIA combobox suggesting up to five places as the customer types.
 */
export function PlaceCombobox({
  id,
  name,
  label,
  defaultValue = "",
  placeholder,
  onSelect,
  onType,
  errorId,
}: PlaceComboboxProps) {
  const hydrated = useHydrated();
  const { t } = useT("catalogue");
  const fetcher = useFetcher<{ suggestions: PlaceSuggestion[]; error: string | null }>();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const suggestions = fetcher.data?.suggestions ?? [];
  const expanded = hydrated && open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (place: PlaceSuggestion) => {
    setValue(place.name);
    setOpen(false);
    setActive(-1);
    onSelect(place);
  };

  const status =
    !hydrated || !open || value.trim().length < MIN_SUGGESTION_QUERY
      ? ""
      : fetcher.state !== "idle"
        ? t("Searching places...")
        : (fetcher.data?.error ??
          t("{count, plural, one {# place found} other {# places found}}", { count: suggestions.length }));

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        maxLength={120}
        value={value}
        placeholder={placeholder}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="input"
        {...(hydrated
          ? {
              role: "combobox",
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-autocomplete": "list" as const,
              "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
            }
          : {})}
        onChange={(event) => {
          const text = event.target.value;
          setValue(text);
          setOpen(true);
          setActive(-1);
          onType?.();
          clearTimeout(timer.current);
          if (text.trim().length >= MIN_SUGGESTION_QUERY) {
            timer.current = setTimeout(
              () => fetcher.load(`/location?q=${encodeURIComponent(text.trim())}`),
              DEBOUNCE_MS,
            );
          }
        }}
        onKeyDown={(event) => {
          if (!expanded) return;
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((current) => (current + step + suggestions.length) % suggestions.length);
          } else if (event.key === "Enter" && active >= 0) {
            event.preventDefault();
            const place = suggestions[active];
            if (place) choose(place);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {hydrated ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t("Suggested places")}
          hidden={!expanded}
          className="absolute left-0 right-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-gray-300 bg-white text-left shadow-lg"
        >
          {suggestions.map((place, i) => (
            <li
              key={`${place.name}-${place.latitude}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
              className={`cursor-pointer px-3 py-2 text-gray-900 ${i === active ? "bg-brand-100" : "hover:bg-gray-100"}`}
            >
              {place.name}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
