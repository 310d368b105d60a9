import { Fragment, type ReactNode } from "react";

/**
 * Elements inside a translated sentence (a link, a name in bold), with no rich-text markup in the catalogues:
 * the sentence is translated whole with `part(0)`, `part(1)`… as the arguments that stand for its elements,
 * and `withParts` puts each element where its argument landed, wherever the language puts it: the message
 * "Items from {restaurant}" translated with `{ restaurant: part(0) }`, then `withParts(sentence, [<Link …/>])`.
 */
export function part(index: number): string {
  return `\uE000${index}\uE001`;
}

export function withParts(sentence: string, elements: readonly ReactNode[]): ReactNode[] {
  return sentence
    .split(/\uE000(\d+)\uE001/)
    .map((piece, index) => (index % 2 === 0 ? piece : <Fragment key={index}>{elements[Number(piece)]}</Fragment>));
}
