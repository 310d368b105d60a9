import { cloneElement, type ReactElement, type ReactNode } from "react";

/**
 * A translated sentence with links (or other inline elements) in it. The message marks each one's words
 * with a numbered tag, `If it is late, <0>send us a message</0>.`, so a translation puts them where its
 * word order wants them; the n-th element after the message is the one that wraps tag n's words.
 */
export function linked(message: string, ...elements: ReactElement<{ children?: ReactNode }>[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of message.matchAll(/<(\d+)>(.*?)<\/\1>/g)) {
    if (match.index > at) parts.push(message.slice(at, match.index));
    const element = elements[Number(match[1])];
    parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : match[2]);
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push(message.slice(at));
  return parts;
}
