import type { AdminOffer, OfferApproval, PlatformSettingsView } from '#shared/schemas/admin.ts';
import type { PlatformSettings } from '../../platform/settings.ts';
import type { PublishResult } from '../offers/service.ts';
import type { AdminOfferRow } from './lists.ts';

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

export function presentAdminOffer({ offer, owner }: AdminOfferRow): AdminOffer {
  return {
    id: offer.id,
    kind: offer.kind,
    title: offer.title,
    description: offer.description,
    category: offer.category,
    price: offer.price,
    status: offer.status,
    rejectionReason: offer.rejectionReason,
    owner,
    createdAt: offer.createdAt.toISOString(),
  };
}
