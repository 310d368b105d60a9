import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";

const COPIED_FOR_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and non-secure origins have no async clipboard; the selection command still works there.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

/** The code as text, plus (with JavaScript) a Copy button whose 'Copied!' state lasts 2 s and is announced. */
export function CopyCode({ code }: { code: string }) {
  const hydrated = useHydrated();
  const { t } = useT("catalogue");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(code);
    setState(copied ? "copied" : "failed");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), COPIED_FOR_MS);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="meta">{t("Code")}</span>
      <code className="rounded-md border border-dashed border-brand-600 bg-brand-50 px-3 py-1 font-mono text-base font-bold tracking-wider text-brand-800">
        {code}
      </code>
      {hydrated ? (
        <button type="button" onClick={copy} className="btn-secondary py-1">
          {state === "copied" ? t("Copied!") : t("Copy")}
          <span className="sr-only"> {t("code {code}", { code })}</span>
        </button>
      ) : null}
      <span role="status" className="sr-only">
        {state === "copied"
          ? t("Code {code} copied", { code })
          : state === "failed"
            ? t("Could not copy; select the code {code} and copy it", { code })
            : ""}
      </span>
    </div>
  );
}
