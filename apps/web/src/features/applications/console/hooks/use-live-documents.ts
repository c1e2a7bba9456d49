import type { ApplicationDocumentsChanged } from '@edupath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeSocket } from '../../../../lib/realtime';
import { applicationDocumentsKey } from '../api/get-application-documents';

/**
 * The student uploaded a document of this application: its documents are fetched again, so the
 * file is there to review without a reload; after a reconnect too, as events sent while offline
 * are lost (docs/application-documents.md, "Live updates").
 */
export function useLiveDocuments(applicationId: number) {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: applicationDocumentsKey(applicationId) });
    const onChanged = (event: ApplicationDocumentsChanged) => {
      if (event.admissionApplicationId === applicationId) refetch();
    };
    socket.on('applicationDocumentsChanged', onChanged);
    socket.io.on('reconnect', refetch);
    return () => {
      socket.off('applicationDocumentsChanged', onChanged);
      socket.io.off('reconnect', refetch);
    };
  }, [socket, queryClient, applicationId]);
}
