import { formKit, KitForm, SubmitButton, type FormResult } from "~/ui/form-kit";
import { Field, SelectField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import type { Member } from "./partners.server";

type Answered = { intent?: string | null; result?: FormResult } | undefined | null;

/**
 * A restaurant's partners and the forms to invite and remove them: the console manages owners and staff;
 * an owner (`staffOnly`) invites and removes staff. Without `manage` the list is only read.
 */
export function PartnerMembers({
  members,
  answered,
  manage,
  staffOnly = false,
}: {
  members: Member[];
  answered: Answered;
  manage: boolean;
  staffOnly?: boolean;
}) {
  const { t } = useT("partners");
  const answeredInvite = answered?.intent === "partner-invite" ? answered : null;
  return (
    <div className="space-y-3">
      {members.length === 0 ? <p>{t("Nobody runs this restaurant's orders yet: the console does.")}</p> : null}
      <ul className="space-y-2">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {member.name || member.email} · {member.email} · {member.role === "owner" ? t("owner") : t("staff")}
            </span>
            {manage && (!staffOnly || member.role === "staff") ? (
              <KitForm
                kit={formKit({
                  id: `remove-${member.userId}`,
                  intent: "partner-remove",
                  answered:
                    answered?.intent === "partner-remove" && answered.result?.initialValue?.userId === member.userId
                      ? answered
                      : null,
                })}
              >
                <input type="hidden" name="userId" value={member.userId} />
                <SubmitButton className="btn-secondary">
                  {t("Remove")}
                  <span className="sr-only"> {member.email}</span>
                </SubmitButton>
              </KitForm>
            ) : null}
          </li>
        ))}
      </ul>
      {manage ? (
        <KitForm
          kit={formKit({ id: "partner-invite", intent: "partner-invite", answered: answeredInvite })}
          className="flex flex-wrap items-end gap-2"
        >
          <Field name="email" type="email" autoComplete="off" label={t("E-mail address")} className="min-w-64 flex-1" />
          {staffOnly ? (
            <input type="hidden" name="role" value="staff" />
          ) : (
            <SelectField name="role" label={t("Role")} options={{ staff: t("staff"), owner: t("owner") }} />
          )}
          <SubmitButton>{t("Send invitation")}</SubmitButton>
        </KitForm>
      ) : null}
    </div>
  );
}
