import { Link } from "react-router";
import { formKit, KitForm, SubmitButton, type Answered } from "~/ui/form-kit";
import { useT } from "~/ui/useT";

/**
 * The end of an invitation's page (a restaurant's, a rider's): whom it is for, then Accept for a signed-in
 * person, or the way to sign in or up and come back to it.
 */
export function InvitationAnswer({
  token,
  email,
  signedIn,
  signIn,
  answered,
}: {
  token: string;
  email: string;
  signedIn: boolean;
  signIn: string;
  answered: Answered | undefined;
}) {
  const { t } = useT("accounts");
  return (
    <>
      <p className="meta">{t("The invitation is for {email}.", { email })}</p>
      {signedIn ? (
        <KitForm kit={formKit({ id: "join", intent: "join", answered })}>
          <input type="hidden" name="token" value={token} />
          <SubmitButton>{t("Accept the invitation")}</SubmitButton>
        </KitForm>
      ) : (
        <p>
          <Link to={signIn} className="btn-primary">
            {t("Sign in or sign up to accept")}
          </Link>
        </p>
      )}
    </>
  );
}
