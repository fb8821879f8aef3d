import type { OfferApproval, PlatformSettingsView } from '#shared/schemas/admin.ts';
import type { PlatformSettings } from '../../platform/settings.ts';
import type { PublishResult } from '../offers/service.ts';

export function presentSettings(s: PlatformSettings): PlatformSettingsView {
  return {
    maintenanceMode: s.maintenanceMode,
    autoApproveListings: s.autoApproveListings,
    rateLimitProtection: s.rateLimitProtection,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function presentApproval({ offer, notifiedSubscribers }: PublishResult): OfferApproval {
  return { id: offer.id, status: offer.status, notifiedSubscribers };
}
