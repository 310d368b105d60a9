import { notFound } from "~/lib/http.server";

export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
