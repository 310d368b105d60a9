import { Form } from "react-router";

/** Logout is a POST form everywhere it appears (a GET never changes state). */
export function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}
