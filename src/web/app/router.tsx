import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PublicPageModule } from '#web/app/prefetch.ts';
import { paths } from '#web/app/paths.ts';
import { RootLayout } from '#web/app/layouts/root-layout.tsx';
import { SiteLayout } from '#web/app/layouts/site-layout.tsx';
import { AppLoading, PageErrorBoundary, RootErrorBoundary } from '#web/app/route-error.tsx';
import { loadMessageAreas, type MessageArea, messageAreas } from '#web/lib/i18n.tsx';

// Every page is lazy, so each page is its own chunk and the first load carries only what it shows.
// Error boundaries and the first-load fallback are imported eagerly on purpose: they must work when a
// chunk fails to download. So are the root and site layouts: nearly every page shows them, and as chunks of
// their own they cost the first load a round trip and ~3 KB gzip of chunk overhead (docs/performance.md).

type Load = () => Promise<ComponentType>;

/**
 * A page's module with the catalogs of the areas it shows beyond the app's first catalog (lib/i18n.tsx), loaded side
 * by side: the page renders once both are in.
 */
function withMessages<T>(areas: MessageArea[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessageAreas(areas)]).then(([loaded]) => loaded);
}

// A member's pages (the browser renders them alone) load every feature's catalog: they show one another's parts.
function definePage(path: string, load: Load): RouteObject {
  const loadWithMessages = withMessages([...messageAreas], load);
  return { path, ErrorBoundary: PageErrorBoundary, lazy: async () => ({ Component: await loadWithMessages() }) };
}

// The public pages are rendered on the server too (src/web/entry-server.tsx): their handle says so, names what
// the render reads first, and names the module the page is in (the specifier its loader imports), from which the
// server lists the page's chunks for the browser to fetch while it reads the HTML.
// It names the message catalogs the page shows beyond the app's first one too, which the browser loads beside it.
export type PageHandle = {
  serverRendered: true;
  prefetch?: PublicPageModule['prefetch'];
  source: string;
  messageAreas: MessageArea[];
};

function definePublicPage(
  path: string,
  source: string,
  load: () => Promise<PublicPageModule>,
  messageAreas: MessageArea[] = [],
): RouteObject {
  return {
    path,
    ErrorBoundary: PageErrorBoundary,
    lazy: async () => {
      const { Component, prefetch } = await withMessages(messageAreas, load)();
      const handle: PageHandle = { serverRendered: true, prefetch, source, messageAreas };
      return { Component, handle };
    },
  };
}

function defineLayout(load: Load, children: RouteObject[]): RouteObject {
  return { lazy: async () => ({ Component: await load() }), children };
}

// Guards wrap whole layouts: the visitor sees the guard's screen (loading, suspended, maintenance) instead of a
// layout that would flash and then vanish.
type GuardName = 'MemberGuard' | 'DashboardGuard' | 'AdminGuard';

function defineGuard(name: GuardName, layout: RouteObject): RouteObject {
  return { lazy: async () => ({ Component: (await import('#web/app/guards.tsx'))[name] }), children: [layout] };
}

const loadTerms = () =>
  import('#web/features/static-pages/pages/terms.tsx').then((m): PublicPageModule => ({ Component: m.TermsPage }));
const loadProfile: Load = () => import('#web/features/accounts/pages/profile.tsx').then((m) => m.ProfilePage);
const loadAdmin: Load = () => import('#web/app/admin-route.tsx').then((m) => m.AdminRoute);

const siteRoutes: RouteObject[] = [
  definePublicPage(paths.home.pattern, '#web/features/marketplace/pages/home.tsx', () =>
    import('#web/features/marketplace/pages/home.tsx').then((m) => ({
      Component: m.HomePage,
      prefetch: m.prefetchHome,
    })),
  ),
  definePublicPage(
    paths.browse.pattern,
    '#web/app/list-routes.tsx',
    () => import('#web/app/list-routes.tsx').then((m) => ({ Component: m.BrowseRoute, prefetch: m.prefetchServices })),
    ['saved-searches'],
  ),
  definePublicPage(
    paths.services.pattern,
    '#web/app/list-routes.tsx',
    () =>
      import('#web/app/list-routes.tsx').then((m) => ({ Component: m.ServicesRoute, prefetch: m.prefetchServices })),
    ['saved-searches'],
  ),
  definePage(paths.proposals.pattern, () =>
    import('#web/features/proposals/pages/proposals-list.tsx').then((m) => m.ProposalsListPage),
  ),
  definePublicPage(
    paths.requests.pattern,
    '#web/app/list-routes.tsx',
    () =>
      import('#web/app/list-routes.tsx').then((m) => ({ Component: m.RequestsRoute, prefetch: m.prefetchRequests })),
    ['saved-searches'],
  ),
  definePublicPage(paths.exploreCategories.pattern, '#web/features/marketplace/pages/explore-categories.tsx', () =>
    import('#web/features/marketplace/pages/explore-categories.tsx').then((m) => ({
      Component: m.ExploreCategoriesPage,
      prefetch: m.prefetchExploreCategories,
    })),
  ),
  definePublicPage(
    paths.category.pattern,
    '#web/features/marketplace/pages/category.tsx',
    () =>
      import('#web/features/marketplace/pages/category.tsx').then((m) => ({
        Component: m.CategoryPage,
        prefetch: m.prefetchCategory,
      })),
    ['category-blurbs'],
  ),
  definePublicPage(
    paths.listing.pattern,
    '#web/app/listing-route.tsx',
    () =>
      import('#web/app/listing-route.tsx').then((m) => ({ Component: m.ListingRoute, prefetch: m.prefetchListing })),
    ['members', 'messaging', 'proposals'],
  ),
  definePublicPage(
    paths.member.pattern,
    '#web/features/members/pages/member-profile.tsx',
    () =>
      import('#web/features/members/pages/member-profile.tsx').then((m) => ({
        Component: m.MemberProfilePage,
        prefetch: m.prefetchMemberProfile,
      })),
    ['members'],
  ),
  definePage(paths.signup.pattern, () => import('#web/features/accounts/pages/signup.tsx').then((m) => m.SignupPage)),
  definePage(paths.resetPassword.pattern, () =>
    import('#web/features/accounts/pages/reset-password.tsx').then((m) => m.ResetPasswordPage),
  ),
  definePage(paths.verifyEmail.pattern, () =>
    import('#web/features/accounts/pages/verify-email.tsx').then((m) => m.VerifyEmailPage),
  ),
  definePublicPage(
    paths.getHelp.pattern,
    '#web/features/static-pages/pages/get-help.tsx',
    () => import('#web/features/static-pages/pages/get-help.tsx').then((m) => ({ Component: m.GetHelpPage })),
    ['static-pages'],
  ),
  definePublicPage(paths.terms.pattern, '#web/features/static-pages/pages/terms.tsx', loadTerms, ['static-pages']),
  definePublicPage(paths.termsOfUse.pattern, '#web/features/static-pages/pages/terms.tsx', loadTerms, ['static-pages']),
  definePublicPage(
    paths.privacy.pattern,
    '#web/features/static-pages/pages/privacy.tsx',
    () => import('#web/features/static-pages/pages/privacy.tsx').then((m) => ({ Component: m.PrivacyPage })),
    ['static-pages'],
  ),
  definePublicPage(
    paths.aboutUs.pattern,
    '#web/features/static-pages/pages/about-us.tsx',
    () => import('#web/features/static-pages/pages/about-us.tsx').then((m) => ({ Component: m.AboutUsPage })),
    ['static-pages'],
  ),
  definePublicPage(
    paths.howItWorks.pattern,
    '#web/features/static-pages/pages/how-it-works.tsx',
    () => import('#web/features/static-pages/pages/how-it-works.tsx').then((m) => ({ Component: m.HowItWorksPage })),
    ['static-pages'],
  ),
  // Public on purpose, like /completed-offers: visitors get the page's own 'Please Sign In' view (spec).
  definePage(paths.addListing.pattern, () =>
    import('#web/features/listings/pages/add-listing.tsx').then((m) => m.AddListingPage),
  ),
  // Public on purpose: visitors get the page's own 'Access Restricted' view (spec), members the guard's rules.
  definePage(paths.completedOffers.pattern, () =>
    import('#web/features/proposals/pages/completed-offers.tsx').then((m) => m.CompletedOffersPage),
  ),
  // Public on purpose: a digest's unsubscribe link works signed out (its token is signed).
  definePage(paths.unsubscribe.pattern, () =>
    import('#web/features/saved-searches/pages/unsubscribe.tsx').then((m) => m.UnsubscribePage),
  ),
  // Public on purpose: an email's link to stop its kind works signed out (its token is signed).
  definePage(paths.notificationUnsubscribe.pattern, () =>
    import('#web/features/notifications/pages/unsubscribe-emails.tsx').then((m) => m.UnsubscribeEmailsPage),
  ),
];

// Signed-in pages that keep the public site's header and footer.
const memberSiteRoutes: RouteObject[] = [
  definePage(paths.proposal.pattern, () =>
    import('#web/app/proposal-details-route.tsx').then((m) => m.ProposalDetailsRoute),
  ),
  definePage(paths.profile.pattern, loadProfile),
  definePage(paths.openNotification.pattern, () =>
    import('#web/features/notifications/pages/open-notification.tsx').then((m) => m.OpenNotificationPage),
  ),
  definePage(paths.paymentSuccess.pattern, () =>
    import('#web/features/wallet/pages/payment-success.tsx').then((m) => m.PaymentSuccessPage),
  ),
  definePage(paths.paymentCancelled.pattern, () =>
    import('#web/features/wallet/pages/payment-cancelled.tsx').then((m) => m.PaymentCancelledPage),
  ),
  definePage(paths.testCheckout.pattern, () =>
    import('#web/features/wallet/pages/test-checkout.tsx').then((m) => m.TestCheckoutPage),
  ),
];

const dashboardRoutes: RouteObject[] = [
  definePage(paths.dashboard.home.pattern, () =>
    import('#web/features/dashboard/pages/dashboard-home.tsx').then((m) => m.DashboardHomePage),
  ),
  definePage(paths.dashboard.profile.pattern, loadProfile),
  definePage(paths.dashboard.wallet.pattern, () =>
    import('#web/features/wallet/pages/wallet.tsx').then((m) => m.WalletPage),
  ),
  definePage(paths.dashboard.offers.pattern, () =>
    import('#web/features/listings/pages/my-offers-table.tsx').then((m) => m.MyOffersTablePage),
  ),
  definePage(paths.dashboard.createOffer.pattern, () =>
    import('#web/features/listings/pages/create-offer.tsx').then((m) => m.CreateOfferPage),
  ),
  definePage(paths.dashboard.myOffers.pattern, () =>
    import('#web/features/proposals/pages/my-bids.tsx').then((m) => m.MyBidsPage),
  ),
  definePage(paths.dashboard.favourites.pattern, () =>
    import('#web/features/favourites/pages/favourites.tsx').then((m) => m.FavouritesPage),
  ),
  definePage(paths.dashboard.messages.pattern, () =>
    import('#web/app/messages-route.tsx').then((m) => m.MessagesRoute),
  ),
  definePage(paths.dashboard.savedSearches.pattern, () =>
    import('#web/features/saved-searches/pages/saved-searches.tsx').then((m) => m.SavedSearchesPage),
  ),
  definePage(paths.dashboard.feedback.pattern, () =>
    import('#web/features/feedback/pages/feedback.tsx').then((m) => m.FeedbackPage),
  ),
  definePage(paths.dashboard.settings.pattern, () =>
    import('#web/features/accounts/pages/settings.tsx').then((m) => m.SettingsPage),
  ),
];

const adminRoutes: RouteObject[] = [
  definePage(paths.admin.pattern, loadAdmin),
  definePage(paths.dashboard.admin.pattern, loadAdmin),
];

const bareRoutes: RouteObject[] = [
  definePage(paths.maintenance.pattern, () => import('#web/app/maintenance-route.tsx').then((m) => m.MaintenanceRoute)),
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { Component: SiteLayout, children: siteRoutes },
      defineGuard('MemberGuard', { Component: SiteLayout, children: memberSiteRoutes }),
      defineGuard(
        'DashboardGuard',
        defineLayout(
          () => import('#web/app/layouts/dashboard-layout.tsx').then((m) => m.DashboardLayout),
          dashboardRoutes,
        ),
      ),
      defineGuard(
        'AdminGuard',
        defineLayout(() => import('#web/app/layouts/admin-layout.tsx').then((m) => m.AdminLayout), adminRoutes),
      ),
      defineLayout(() => import('#web/app/layouts/bare-layout.tsx').then((m) => m.BareLayout), bareRoutes),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('#web/app/redirect-home.tsx')).RedirectHome }),
      },
    ],
  },
];
