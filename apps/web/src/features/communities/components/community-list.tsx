import type { Community } from '@edupath/contract';
import { clsx } from 'clsx';
import { Search, Star, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { imageUrl } from '../../../lib/image-url';
import { isMember } from '../api/get-communities';
import { MembershipButton } from './membership-button';

export function CommunityLogo({ community, className }: { community: Community; className?: string }) {
  return (
    <img
      src={imageUrl(community.communityLogo)}
      alt=""
      className={clsx('shrink-0 rounded-xl border border-line bg-white object-cover', className)}
    />
  );
}

export function CommunityStats({ community, id }: { community: Community; id?: string }) {
  return (
    <span id={id} className="flex items-center gap-3 text-xs text-ink-secondary">
      <span className="inline-flex items-center gap-1" title="Rating">
        <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
        <span className="sr-only">Rating </span>
        {community.rating.toFixed(1)}
      </span>
      <span className="inline-flex items-center gap-1">
        <Users className="h-3.5 w-3.5" aria-hidden="true" />
        {community.memberCount} {community.memberCount === 1 ? 'member' : 'members'}
      </span>
    </span>
  );
}

/** All communities with a name search (case-insensitive substring, docs/communities.md). */
export function CommunityList({
  communities,
  selectedId,
  onSelect,
}: {
  communities: Community[];
  selectedId: number | null;
  onSelect: (communityId: number) => void;
}) {
  const [search, setSearch] = useState('');
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? communities.filter((c) => c.communityName.toLowerCase().includes(needle)) : communities;
  }, [communities, search]);

  return (
    <div className="flex flex-col gap-3">
      <label className="relative block">
        <span className="sr-only">Search communities</span>
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" />
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search communities..."
          className="w-full rounded-lg border border-line bg-white py-2 pl-9 pr-3 text-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20"
        />
      </label>
      {visible.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-gray-50 px-4 py-6 text-center text-sm text-ink-secondary">
          No communities match &ldquo;{search.trim()}&rdquo;
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Communities">
          {visible.map((community) => {
            const selected = community.communityId === selectedId;
            return (
              <li
                key={community.communityId}
                className={clsx(
                  'flex items-center gap-3 rounded-xl border p-3 transition-colors',
                  selected
                    ? 'border-primary bg-primary-light'
                    : 'border-line bg-white hover:border-primary/50',
                )}
              >
                <button
                  type="button"
                  onClick={() => onSelect(community.communityId)}
                  aria-current={selected ? 'true' : undefined}
                  aria-describedby={`community-stats-${community.communityId}`}
                  className="flex min-w-0 flex-1 items-center gap-3 text-left"
                >
                  <CommunityLogo community={community} className="h-11 w-11" />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="truncate text-sm font-semibold text-ink">
                      {community.communityName}
                      {isMember(community) && <span className="sr-only"> (joined)</span>}
                    </span>
                    <span aria-hidden="true">
                      <CommunityStats community={community} id={`community-stats-${community.communityId}`} />
                    </span>
                  </span>
                </button>
                <MembershipButton community={community} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
