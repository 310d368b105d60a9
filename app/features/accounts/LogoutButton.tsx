import { useT } from "~/ui/useT";
import { Form } from "react-router";

/** Logout is a POST form everywhere it appears (a GET never changes state). */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useT();
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        {t("Logout")}
      </button>
    </Form>
  );
}
