import { UNPUBLISHED_PREVIEW_NOTICE } from '@edupath/contract/catalogue-admin-constants';
import { EyeOff } from 'lucide-react';

/** Above a page the public cannot see, opened by an admin (docs/catalogue.md#publishing). */
export function PreviewNotice() {
  return (
    <p
      role="status"
      className="mb-4 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-600/25"
    >
      <EyeOff className="h-4 w-4 shrink-0" aria-hidden /> {UNPUBLISHED_PREVIEW_NOTICE}
    </p>
  );
}
