import type { CommunityContentRemoved } from '@edupath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeSocket } from '../../../lib/realtime';
import { communityKeys } from '../api/keys';

/**
 * A moderator hid or deleted a post or comment: the open community page fetches its posts (and
 * open comments) again, so it is gone without a reload (docs/communities.md, "Moderation").
 */
export function useContentRemoved() {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onRemoved = (event: CommunityContentRemoved) => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.posts(event.communityId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.allComments() });
    };
    socket.on('communityContentRemoved', onRemoved);
    return () => {
      socket.off('communityContentRemoved', onRemoved);
    };
  }, [socket, queryClient]);
}
