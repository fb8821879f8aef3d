// How long a completed deal may still be disputed: the platform's disputeWindowDays after its completion. The deal
// process reads it (opening a dispute, clearing the coins a completion releases), and so do the proposal pages.
import type { PlatformSettings } from '../../platform/settings.ts';

const dayMs = 24 * 60 * 60 * 1000;

export const disputableUntil = (completedAt: Date, settings: Pick<PlatformSettings, 'disputeWindowDays'>) =>
  new Date(completedAt.getTime() + settings.disputeWindowDays * dayMs);
