import type { Community } from '@edupath/contract';
import { COMMUNITY_MESSAGES as M } from '@edupath/contract/messages';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { isMember } from '../api/get-communities';
import { useJoinCommunity } from '../api/join-community';
import { useLeaveCommunity } from '../api/leave-community';

/** Join becomes Leave once the user has an active membership (docs/communities.md). */
export function MembershipButton({ community, size = 'sm' }: { community: Community; size?: 'sm' | 'md' }) {
  const join = useJoinCommunity();
  const leave = useLeaveCommunity();
  const member = isMember(community);
  const pending = join.isPending || leave.isPending;

  const onClick = () => {
    if (member) {
      leave.mutate(community.communityId, {
        onSuccess: () => toast.success(M.left),
        onError: () => toast.error(M.leaveFailed),
      });
    } else {
      join.mutate(community.communityId, {
        onSuccess: () => toast.success(M.joined),
        onError: () => toast.error(M.joinFailed),
      });
    }
  };

  return (
    <Button
      size={size}
      variant={member ? 'outline' : 'primary'}
      onClick={onClick}
      disabled={pending}
      aria-label={`${member ? 'Leave' : 'Join'} ${community.communityName}`}
      className="min-w-16 shrink-0"
    >
      {member ? 'Leave' : 'Join'}
    </Button>
  );
}
