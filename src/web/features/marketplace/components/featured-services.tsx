import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Lock } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useAuthDialog } from '#web/app/auth-dialog.tsx';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useFeaturedOffers } from '#web/features/marketplace/api.ts';
import { ListItems, ListSkeletons } from '#web/features/marketplace/components/offer-list-body.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSession } from '#web/lib/session.ts';

const featuredCount = 6;

/**
 * The home page's six featured services. Visitors see them blurred and out of reach (inert: no focus, no clicks,
 * hidden from assistive technology) behind the spec's invitation to sign up; members see them as in any list.
 */
export function FeaturedServices() {
  const headingId = useId();
  const session = useSession();
  const featured = useFeaturedOffers();

  // Nothing to feature (or the list failed): the home page simply goes on without the section.
  if (featured.isError || (featured.isSuccess && featured.data.length === 0)) return null;

  const loading = featured.isPending;
  // Locked until the session shows a member: the server renders it so for everyone (it cannot know who reads), and
  // the cards' pictures come with the first HTML. The invitation waits for the session, so no member is shown it.
  const locked = !session.user;
  const invite = locked && !session.isPending;

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            <FormattedMessage id="marketplace.featuredServices.title" />
          </h2>
          <p className="mt-2 text-muted-foreground">
            <FormattedMessage id="marketplace.featuredServices.subtitle" />
          </p>
        </div>
        {!loading && !locked ? (
          <Link
            to={paths.browse()}
            className="inline-flex items-center gap-1 rounded-md font-medium text-primary hover:underline"
          >
            <FormattedMessage
              id="marketplace.featuredServices.viewAll"
              values={{ hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
            />
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        ) : null}
      </div>
      <div className="relative mt-8">
        {loading ? (
          <ListSkeletons count={featuredCount} layout="grid" />
        ) : (
          <div inert={locked} className={cn(locked && 'pointer-events-none blur-sm select-none')}>
            {/* On a phone the first card's picture is in the first screen, the largest thing painted there. */}
            <ListItems offers={featured.data ?? []} layout="grid" leading />
          </div>
        )}
        {!loading && invite ? <SignUpOverlay /> : null}
      </div>
    </section>
  );
}

function SignUpOverlay() {
  const { openSignUp } = useAuthDialog();
  return (
    // On phones the six cards stand in one tall column: the invitation sits near its top, where it is seen.
    <div className="absolute inset-0 flex items-start justify-center bg-background/40 p-4 pt-12 lg:items-center lg:pt-4">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-xl">
        <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
          <Lock aria-hidden="true" className="size-6" />
        </span>
        <p className="text-lg font-semibold text-balance">
          <FormattedMessage id="marketplace.featuredServices.signUpInvite" />
        </p>
        <Button size="lg" onClick={openSignUp}>
          <FormattedMessage id="marketplace.featuredServices.createAccount" />
        </Button>
      </div>
    </div>
  );
}
