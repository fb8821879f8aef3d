// What the server writes into the HTML of /members/{id} for link previews: the member's name, bio and picture, and
// the profile read the page opens with, preloaded. As a visitor sees it: a hidden member's page says nothing.
import { summarize } from '#shared/summarize.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { DescribePage, PageMeta } from '../../platform/page-meta.ts';
import { findVisibleMember } from './service.ts';

export async function describeMemberPage(db: Database, id: string): Promise<PageMeta | null> {
  try {
    const member = await findVisibleMember(db, id, null);
    return {
      share: {
        title: member.fullName,
        description: summarize(
          member.bio ?? `${member.fullName} on Dragon Market: reviews, completed deals and live listings.`,
        ),
        path: `/members/${member.id}`,
        image: member.profilePictureUrl,
      },
      leadRead: `/api/members/${member.id}`,
      structuredData: (absolute) => ({
        '@type': 'Person',
        name: member.fullName,
        url: absolute(`/members/${member.id}`),
        ...(member.bio ? { description: summarize(member.bio) } : {}),
        ...(member.profilePictureUrl ? { image: absolute(member.profilePictureUrl) } : {}),
      }),
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

/** The member profile pages, then whatever else describes the site's pages. */
export function withMemberPages(db: Database, describeOther: DescribePage): DescribePage {
  return async (pathname, search) => {
    // Ids are plain ASCII, so the raw segment is looked up; a malformed one is simply not found.
    const [, page, id, ...rest] = pathname.replace(/\/$/, '').split('/');
    if (page === 'members' && id && rest.length === 0) return describeMemberPage(db, id);
    return describeOther(pathname, search);
  };
}
