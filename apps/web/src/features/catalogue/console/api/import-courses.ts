import type { ApiErrorBody, EndpointAnswer } from '@edupath/contract';
import { catalogueUploadEndpoints } from '@edupath/contract/catalogue-admin-endpoints';
import { API_BASE } from '@edupath/contract/constants';
import { fillPath } from '@edupath/contract/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { authStorage } from '../../../../lib/auth-storage';
import { catalogueKeys } from './kinds';

const E = catalogueUploadEndpoints.courseImport;
type ImportAnswer = EndpointAnswer<typeof E>;

/** Where an import stands: sending the file (with how much has gone), then the server checking it. */
export type ImportProgress = { phase: 'uploading'; sent: number; total: number } | { phase: 'checking' };

/**
 * Sends a course CSV (POST /staff/catalogue/courses/import, ?dryRun=true to check only), to the
 * path and with the method of its description. An XMLHttpRequest rather than `call` (fetch): only
 * it reports upload progress, which a large file needs.
 */
export function postCourseImport(
  file: File,
  dryRun: boolean,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(E.method, `${API_BASE}${fillPath(E.path, {})}?dryRun=${dryRun}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = authStorage.get().accessToken;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress(
        event.loaded >= event.total
          ? { phase: 'checking' }
          : { phase: 'uploading', sent: event.loaded, total: event.total },
      );
    };
    xhr.upload.onload = () => onProgress({ phase: 'checking' });
    xhr.onerror = () =>
      reject(new ApiError(0, 'Cannot reach the server. Check your connection and try again.'));
    xhr.onload = () => {
      let body: ImportAnswer | ApiErrorBody | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.success) {
        resolve(body as ImportAnswer);
      } else {
        const error = body as ApiErrorBody | null;
        reject(new ApiError(xhr.status, error?.message ?? '', error?.errors));
      }
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** The import as the page runs it: the call, its progress, and fresh lists after a real import. */
export function useCourseImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const run = useCallback(
    async (file: File, dryRun: boolean) => {
      setProgress({ phase: 'uploading', sent: 0, total: file.size });
      try {
        const answer = await postCourseImport(file, dryRun, setProgress);
        if (!dryRun) await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
        return answer;
      } finally {
        setProgress(null);
      }
    },
    [queryClient],
  );
  return { run, progress };
}
