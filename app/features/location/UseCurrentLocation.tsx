import { useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";

const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

/**
 * 'Use current location': asks the browser for its position and lets the server name the place.
 * Shown only with JavaScript, since geolocation has no HTML equivalent; typing a place always works.
 */
export function UseCurrentLocation({ redirectTo }: { redirectTo: string }) {
  const hydrated = useHydrated();
  const { t } = useT("catalogue");
  const fetcher = useFetcher<{ error?: string }>();
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  if (!hydrated) return null;

  const locate = () => {
    setError(null);
    if (!("geolocation" in navigator)) {
      setError(t("Geolocation not supported."));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        fetcher.submit(
          {
            intent: "locate",
            latitude: String(position.coords.latitude),
            longitude: String(position.coords.longitude),
            redirectTo,
          },
          { method: "post", action: "/location" },
        );
      },
      (failure) => {
        setLocating(false);
        // The browser's own message is in English and speaks to developers: say what to do instead.
        const reason =
          failure.code === failure.PERMISSION_DENIED
            ? t("Location access is blocked. Allow it for this site in your browser, or type your area.")
            : failure.code === failure.TIMEOUT
              ? t("Finding your position took too long. Try again, or type your area.")
              : t("Your position could not be found. Type your area instead.");
        setError(t("Geolocation error: {message}", { message: reason }));
      },
      GEOLOCATION_OPTIONS,
    );
  };

  const message = error ?? fetcher.data?.error ?? null;
  const busy = locating || fetcher.state !== "idle";
  return (
    <div>
      <button
        type="button"
        onClick={locate}
        disabled={busy}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="fill-current">
          <path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm9 3h-2.1A7 7 0 0 0 13 5.1V3h-2v2.1A7 7 0 0 0 5.1 11H3v2h2.1a7 7 0 0 0 5.9 5.9V21h2v-2.1a7 7 0 0 0 5.9-5.9H21v-2Zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10Z" />
        </svg>
        {busy ? t("Locating...") : t("Use current location")}
      </button>
      {message ? (
        <p role="alert" className="text-sm text-red-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}
