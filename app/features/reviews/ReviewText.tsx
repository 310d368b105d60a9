import { useT } from "~/ui/useT";
import { starsText } from "./review-rules";

/**
 * A review's stars (drawn, and said in words: "4 stars: Very good") and its comment. The words come from the
 * page's catalogues: the order pages' ("orders") and the menu's hold them.
 */
export function ReviewText({ stars, comment, className = "" }: { stars: number; comment: string; className?: string }) {
  const { t } = useT();
  return (
    <>
      <p className={`font-semibold ${className}`}>
        <span aria-hidden="true" className="text-green-800">
          {"★".repeat(stars)}{" "}
        </span>
        {starsText(stars, t)}
      </p>
      {comment ? <p className="mt-1 whitespace-pre-line">{comment}</p> : null}
    </>
  );
}
