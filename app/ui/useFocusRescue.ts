import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Keeps a keyboard or screen-reader user's place when a change removes the control they were on (minus at 1
 * removing a dish, a promo code's field swapped for 'Remove'): once `value` has changed, if the focus fell to
 * `<body>` with that control, the element `target` names (given the value before) takes it.
 */
export function useFocusRescue<T>(value: T, target: (previous: T) => HTMLElement | null | undefined): void {
  const previous = useRef(value);
  const rescue = useEffectEvent((before: T) => {
    if (document.activeElement === document.body) target(before)?.focus();
  });
  useEffect(() => {
    if (previous.current !== value) rescue(previous.current);
    previous.current = value;
  }, [value]);
}
