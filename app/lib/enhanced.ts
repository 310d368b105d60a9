/**
 * Forms that update the page in place add this hidden field once JavaScript runs (`EnhancedField` in
 * `ui/forms.tsx`); their action then answers with data instead of a redirect (`answer` in `action.server.ts`).
 */
export const ENHANCED_FIELD = "_enhanced";

export function sentEnhanced(form: FormData): boolean {
  return form.get(ENHANCED_FIELD) === "1";
}
