import { useEffect, useRef, useState } from "react";
import { useT } from "~/ui/useT";

/**
 * With JavaScript: while any order waits to be accepted, a chime rings every few seconds until someone acts
 * (accepting or rejecting takes the order out of "New"). Browsers play sound only after the page was used
 * once, so until then a button asks to turn the sound on. Without JavaScript there is no sound: the page
 * refreshes itself and the tab's title counts the new orders.
 */
export function NewOrderAlarm({ newOrderIds }: { newOrderIds: string[] }) {
  const { t } = useT("partners");
  const audio = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);
  const ringing = newOrderIds.length > 0;
  useEffect(() => {
    if (!ringing) return;
    const ring = () => {
      const chime = audio.current;
      if (!chime) return;
      chime.currentTime = 0;
      chime.play().then(
        () => setBlocked(false),
        () => setBlocked(true),
      );
    };
    ring();
    const timer = setInterval(ring, 4000);
    return () => clearInterval(timer);
  }, [ringing]);
  return (
    <div>
      <audio ref={audio} src="/sounds/new-order.wav" preload="auto" data-testid="new-order-sound" />
      {ringing && blocked ? (
        <button
          type="button"
          className="btn-primary"
          onClick={() => void audio.current?.play().then(() => setBlocked(false))}
        >
          {t("Turn on the new-order sound")}
        </button>
      ) : null}
      <p role="status" className="sr-only">
        {ringing
          ? t("{count, plural, one {# new order waits} other {# new orders wait}} to be accepted.", {
              count: newOrderIds.length,
            })
          : ""}
      </p>
    </div>
  );
}
