import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";

/**
 * Follows a Server-Sent Events stream (while `url` is set) and reloads the page's data when a new message
 * differs from `shown`, the same state as the page rendered it. A message that arrives during a navigation
 * or a form's submission waits until it ends: that navigation may bring the change itself, and interrupting
 * its loaders would lose the one-time message (flash) they carry. A message already acted on does not reload
 * the page again when a navigation changed what it shows (the stream's next message says the new state).
 *
 * A reload drops the page's action data (React Router's revalidation does), so a refused form's messages
 * would vanish as the page updates (a rider's "That code is wrong" at the door did). Pass the page's
 * `actionData`: the returned `answered` keeps the last answer until the page navigates (a form that
 * succeeded redirects) or another answer comes.
 */
export function useLiveData<A>(url: string | null, shown: string, actionData?: A) {
  const [latest, setLatest] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const handled = useRef<string | null>(null);
  const { revalidate } = useRevalidator();
  const idle = useNavigation().state === "idle";
  const answered = useAnswerKept(actionData);
  useEffect(() => {
    if (!url) return;
    const events = new EventSource(url);
    events.onopen = () => setConnected(true);
    events.onerror = () => setConnected(false);
    events.onmessage = (event) => setLatest(event.data as string);
    return () => events.close();
  }, [url]);
  useEffect(() => {
    if (latest === null || latest === handled.current || !idle) return;
    handled.current = latest;
    if (latest !== shown) void revalidate();
  }, [latest, shown, idle, revalidate]);
  return { latest, connected: Boolean(url) && connected, answered };
}

/** `actionData`, or the last one the page had at this location when a reload dropped it. */
function useAnswerKept<A>(actionData: A | undefined): A | undefined {
  const { key } = useLocation();
  const [kept, setKept] = useState<{ key: string; answer: A } | null>(null);
  if (actionData !== undefined && (kept?.answer !== actionData || kept.key !== key))
    setKept({ key, answer: actionData });
  if (actionData !== undefined) return actionData;
  return kept?.key === key ? kept.answer : undefined;
}
