import { useEffect, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";

/**
 * Follows a Server-Sent Events stream (while `url` is set) and reloads the page's data when the stream's
 * latest message differs from `shown`, the same state as the page rendered it. A message that arrives
 * during a navigation or a form's submission waits until it ends: that navigation may bring the change
 * itself, and interrupting its loaders would lose the one-time message (flash) they carry. While `paused`,
 * changes wait too.
 */
export function useLiveData(url: string | null, shown: string, paused = false) {
  const [latest, setLatest] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const { revalidate } = useRevalidator();
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    if (!url) return;
    const events = new EventSource(url);
    events.onopen = () => setConnected(true);
    events.onerror = () => setConnected(false);
    events.onmessage = (event) => setLatest(event.data as string);
    return () => events.close();
  }, [url]);
  useEffect(() => {
    if (latest !== null && latest !== shown && idle && !paused) void revalidate();
  }, [latest, shown, idle, paused, revalidate]);
  return { latest, connected: Boolean(url) && connected };
}
