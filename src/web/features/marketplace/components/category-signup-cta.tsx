import { UserPlus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useSession } from '#web/lib/session.ts';

/** The visitor's invitation on a category page (spec: 'Create Free Account' opening a sign-up dialog). */
export function CategorySignupCta({ categoryName }: { categoryName: string }) {
  const { user, isPending } = useSession();
  const { openSignUp } = useAuthDialog();
  if (user || isPending) return null;
  return (
    <Card className="mt-12 flex flex-col items-start gap-4 bg-accent/40 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold">
          <FormattedMessage id="marketplace.categorySignup.title" />
        </h2>
        <p className="mt-1 text-sm text-muted-foreground text-pretty">
          <FormattedMessage id="marketplace.categorySignup.text" values={{ category: categoryName }} />
        </p>
      </div>
      <Button size="lg" onClick={openSignUp}>
        <UserPlus aria-hidden="true" />
        <FormattedMessage id="marketplace.categorySignup.createAccount" />
      </Button>
    </Card>
  );
}
