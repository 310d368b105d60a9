import type { ComponentProps } from "react";

type Tone = "error" | "success" | "info";

/** The box of a message of this tone, for a message that must be a paragraph (the flash). */
export function alertClasses(tone: Tone): string {
  return `rounded-lg border p-3 text-sm ${toneClasses(tone)}`;
}

function toneClasses(tone: Tone): string {
  switch (tone) {
    case "error":
      return "border-red-300 bg-red-50 text-red-900";
    case "success":
      return "border-green-700 bg-green-50 text-green-900";
    case "info":
      return "border-brand-100 bg-brand-50 text-gray-900";
  }
}

/**
 * The one message box: an error is an alert (announced at once), anything else a status. Pages show
 * refusals, confirmations and notes with it, never a hand-made coloured box.
 */
export function Alert({ tone, className = "", ...box }: ComponentProps<"div"> & { tone: Tone }) {
  const role = tone === "error" ? "alert" : "status";
  return <div role={role} className={`${alertClasses(tone)} ${className}`} {...box} />;
}
