import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';
import type { ConfirmOptions } from './confirm-dialog';

interface ConfirmDialogViewProps {
  options: ConfirmOptions | null;
  onSettle: (value: boolean) => void;
  /** Where focus goes back on close. */
  opener: RefObject<HTMLElement | null>;
}

/** The confirmation dialog itself (loaded lazily by ConfirmProvider). */
export default function ConfirmDialogView({ options, onSettle, opener }: ConfirmDialogViewProps) {
  return (
    <AlertDialog.Root open={options !== null} onOpenChange={(open) => !open && onSettle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-secondary">
            {options?.title ?? 'Please confirm'}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-secondary">
            {options?.message}
          </AlertDialog.Description>
          {options?.detail && (
            <p data-testid="confirm-detail" className="mt-2 text-sm font-medium text-secondary">
              {options.detail}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-lg px-4 py-2 text-sm font-medium text-ink-secondary hover:bg-gray-100">
              {options?.cancelLabel ?? 'Cancel'}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={() => onSettle(true)}
              className={`rounded-lg px-4 py-2 text-sm font-medium text-white ${options?.danger ? 'bg-red-600 hover:bg-red-700' : 'bg-primary-dark hover:bg-secondary'}`}
            >
              {options?.confirmLabel ?? 'Yes'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
