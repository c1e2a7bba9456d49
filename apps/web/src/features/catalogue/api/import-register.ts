import { type Register, registerImportEndpoints } from '@edupath/contract/register-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface RegisterImportInput {
  register: Register;
  /** The form's files by field name: courses, institutions, locations (CRICOS) or file (Scorecard). */
  files: Record<string, File>;
  fileDate: string;
  dryRun: boolean;
}

/**
 * Sends a register's files (POST /staff/catalogue/registers/{cricos|scorecard}); a real import
 * changes what every catalogue page reads, so the cached catalogue is dropped after it.
 */
export function useRegisterImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ register, files, fileDate, dryRun }: RegisterImportInput) => {
      const body = new FormData();
      for (const [field, file] of Object.entries(files)) body.append(field, file, file.name);
      return call(registerImportEndpoints[register], {
        query: { dryRun: dryRun ? 'true' : 'false', fileDate },
        body,
      });
    },
    onSuccess: async (_answer, { dryRun }) => {
      if (!dryRun) await queryClient.invalidateQueries();
    },
  });
}
