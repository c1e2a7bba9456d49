import type { StaffCounters } from '@edupath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeSocket } from '../../../lib/realtime';
import { applicationConsoleKeys } from '../../applications/index';
import { useCounters } from '../api/get-counters';
import { adminKeys } from '../api/keys';

/**
 * The header's counters: read once, then replaced by every staffCountersChanged the server
 * pushes, and read again after a reconnect (events sent while offline are lost).
 */
export function useLiveCounters() {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const onCounters = (counters: StaffCounters) => {
      queryClient.setQueryData(adminKeys.counters, counters);
      // The dashboard's figures move with the counters; it refetches only while it is open.
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      // So does the review queue (a document uploaded or reviewed moves its count).
      void queryClient.invalidateQueries({ queryKey: applicationConsoleKeys.documents });
    };
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: adminKeys.counters });
    socket.on('staffCountersChanged', onCounters);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off('staffCountersChanged', onCounters);
      socket.io.off('reconnect', onReconnect);
    };
  }, [socket, queryClient]);

  return useCounters();
}
