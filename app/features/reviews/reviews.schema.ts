import { z } from "zod";
import { MAX_REVIEW_COMMENT } from "./review-rules";

const STARS = ["1", "2", "3", "4", "5"] as const;

/** The review form: stars, an optional comment, and an optional thumb for each dish (`thumbs.<order item id>`). */
export const reviewSchema = z.object({
  stars: z.enum(STARS, { error: "Choose from 1 to 5 stars." }).transform(Number),
  comment: z.string().trim().max(MAX_REVIEW_COMMENT, `Use at most ${MAX_REVIEW_COMMENT} characters.`).default(""),
  // "No opinion" sends an empty value.
  thumbs: z.record(z.string(), z.enum(["up", "down", ""]).optional()).default({}),
});

export type ReviewInput = z.output<typeof reviewSchema>;

/** The console's two buttons on what it moderates: hide it (with a reason) or show it again. */
function moderationSchema<Hide extends string, Show extends string>(hide: Hide, show: Show, noReason: string) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal(hide),
      reviewId: z.string().min(1),
      reason: z.string({ error: noReason }).trim().min(1, noReason).max(200, "Use at most 200 characters."),
    }),
    z.object({ intent: z.literal(show), reviewId: z.string().min(1) }),
  ]);
}

/** The console's buttons on a review: hide it (with a reason) or show it again. */
export const reviewModerationSchema = moderationSchema("hide", "show", "Say why the review is hidden.");

/** A restaurant's public reply to one of its reviews. */
export const reviewReplySchema = z.object({
  reviewId: z.string().min(1),
  reply: z
    .string({ error: "Write your reply." })
    .trim()
    .min(1, "Write your reply.")
    .max(MAX_REVIEW_COMMENT, `Use at most ${MAX_REVIEW_COMMENT} characters.`),
});

/** The console's buttons on a restaurant's reply: hide it (with a reason) or show it again. */
export const replyModerationSchema = moderationSchema("hide-reply", "show-reply", "Say why the reply is hidden.");
