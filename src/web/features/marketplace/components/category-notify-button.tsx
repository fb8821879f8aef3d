import { BellRing, BellOff } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Category } from '#shared/categories.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { nameCategory } from '#web/components/category-names.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  useCategorySubscription,
  useSubscribeToCategory,
  useUnsubscribeFromCategory,
} from '#web/features/marketplace/api.ts';
import { useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { readErrorMessage } from '#web/lib/form-errors.ts';

/**
 * 'Get Notified When Available' on an empty category. Visitors are asked to create an account (spec: it opens
 * the sign-up dialog only when nobody is signed in); members subscribe, and hear once, when the category's first
 * listing is approved. The state comes from the server, so it is the same after a reload or on another device.
 */
export function CategoryNotifyButton({ category }: { category: Category }) {
  const { user, isPending: sessionPending } = useSession();
  const { openSignUp } = useAuthDialog();

  if (!user) {
    return (
      <Button size="lg" onClick={openSignUp} disabled={sessionPending}>
        <BellRing aria-hidden="true" />
        <FormattedMessage id="marketplace.categoryNotify.notify" />
      </Button>
    );
  }
  return <MemberNotifyButton category={category} />;
}

function MemberNotifyButton({ category }: { category: Category }) {
  const subscription = useCategorySubscription(category.slug);
  const subscribe = useSubscribeToCategory(category.slug);
  const unsubscribe = useUnsubscribeFromCategory(category.slug);
  const intl = useIntl();
  const name = nameCategory(category.slug, intl);

  const startAlert = () =>
    subscribe.mutate(undefined, {
      onSuccess: () =>
        toast.success(intl.formatMessage({ id: 'marketplace.categoryNotify.subscribed' }, { category: name })),
    });
  const stopAlert = () =>
    unsubscribe.mutate(undefined, {
      onSuccess: () =>
        toast.success(intl.formatMessage({ id: 'marketplace.categoryNotify.unsubscribed' }, { category: name })),
    });

  const failure = subscribe.error ?? unsubscribe.error;

  if (subscription.data?.subscribed) {
    return (
      <div className="flex flex-col items-center gap-3">
        <Alert tone="success">
          <FormattedMessage id="marketplace.categoryNotify.subscribedNotice" values={{ category: name }} />
        </Alert>
        <Button variant="outline" size="sm" onClick={stopAlert} disabled={unsubscribe.isPending}>
          <BellOff aria-hidden="true" />
          {unsubscribe.isPending ? (
            <FormattedMessage id="marketplace.categoryNotify.turningOff" />
          ) : (
            <FormattedMessage id="marketplace.categoryNotify.stop" />
          )}
        </Button>
        {failure ? <Alert tone="error">{readErrorMessage(failure, intl)}</Alert> : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <Button
        size="lg"
        onClick={startAlert}
        // Until the response arrives we do not know whether the member is already subscribed.
        disabled={subscription.isPending || subscribe.isPending}
        aria-busy={subscription.isPending || subscribe.isPending}
      >
        <BellRing aria-hidden="true" />
        <FormattedMessage id="marketplace.categoryNotify.notify" />
      </Button>
      {failure ? <Alert tone="error">{readErrorMessage(failure, intl)}</Alert> : null}
    </div>
  );
}
