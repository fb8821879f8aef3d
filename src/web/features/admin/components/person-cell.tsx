import { FormattedMessage } from 'react-intl';

/** A member a row points at, or 'Deleted user' once they deleted their account. */
export function PersonCell({ person }: { person: { fullName: string; email: string } | null }) {
  if (!person)
    return (
      <span className="text-muted-foreground">
        <FormattedMessage id="admin.personCell.deletedUser" />
      </span>
    );
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">{person.fullName}</span>
      <span className="break-all text-muted-foreground">{person.email}</span>
    </span>
  );
}
