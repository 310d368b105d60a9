import { useT } from "~/ui/useT";
import { Link, useLocation } from "react-router";

/** The 404 page; `detail` (already in the page's language) says what was not found, when the loader knew. */
export function NotFoundPage({ detail }: { detail?: string }) {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("Page Not Found")}</h1>
      {detail ? <p className="mt-3 font-semibold">{detail}</p> : null}
      <p className="mt-3 text-gray-700">
        {t("Sorry, the page you're looking for doesn't exist. Let's get you back on track!")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          {t("Back to home")}
        </Link>
        <GoBack />
      </div>
    </section>
  );
}

/** 'Go Back' is a link to the home page that steps back in history when JavaScript can. */
export function GoBack() {
  const { t } = useT();
  return (
    <a
      href="/"
      className="btn-secondary"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      {t("Go Back")}
    </a>
  );
}

export function ErrorPage({ message }: { message: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t("Something went wrong")}</h1>
      <p className="mt-3 text-gray-700" role="alert">
        {t(message)}
      </p>
      <a href={pathname + search} className="btn-primary mt-8">
        {t("Retry")}
      </a>
    </section>
  );
}
