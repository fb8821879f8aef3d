import { BellRing, BellOff } from 'lucide-react';
import type { Category } from '#shared/categories.ts';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  useCategorySubscription,
  useSubscribeToCategory,
  useUnsubscribeFromCategory,
} from '#web/features/marketplace/api.ts';
import { useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';

const notifyLabel = 'Get Notified When Available';

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
        {notifyLabel}
      </Button>
    );
  }
  return <MemberNotifyButton category={category} />;
}

function MemberNotifyButton({ category }: { category: Category }) {
  const subscription = useCategorySubscription(category.slug);
  const subscribe = useSubscribeToCategory(category.slug);
  const unsubscribe = useUnsubscribeFromCategory(category.slug);

  const startAlert = () =>
    subscribe.mutate(undefined, {
      onSuccess: () => toast.success(`We'll let you know when ${category.name} gets its first listing`),
    });
  const stopAlert = () =>
    unsubscribe.mutate(undefined, {
      onSuccess: () => toast.success(`Alert for ${category.name} turned off`),
    });

  const failure = subscribe.error ?? unsubscribe.error;

  if (subscription.data?.subscribed) {
    return (
      <div className="flex flex-col items-center gap-3">
        <Alert tone="success">You&apos;ll be notified when the first listing in {category.name} is approved.</Alert>
        <Button variant="outline" size="sm" onClick={stopAlert} disabled={unsubscribe.isPending}>
          <BellOff aria-hidden="true" />
          {unsubscribe.isPending ? 'Turning off...' : 'Stop Notifications'}
        </Button>
        {failure ? <Alert tone="error">{failure.message}</Alert> : null}
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
        {notifyLabel}
      </Button>
      {failure ? <Alert tone="error">{failure.message}</Alert> : null}
    </div>
  );
}
