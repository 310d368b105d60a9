import { useState } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

interface FoodImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Images below the fold load lazily; the first screenful loads at once. */
  eager?: boolean;
  className?: string;
}

/**
 * A food picture with its size reserved (no layout shift). The frame's background stands in until
 * it loads; if it fails, the placeholder picture replaces it.
 */
export function FoodImage({ src, alt, width, height, eager = false, className = "" }: FoodImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={`food-image ${className}`}
    />
  );
}
