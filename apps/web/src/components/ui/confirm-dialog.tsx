import { AlertDialog } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';

interface ConfirmOptions {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions | string) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

/** In-app replacement for window.confirm (docs/README.md): `await confirm('Sure?')`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  // Radix returns focus only to an AlertDialog.Trigger; this dialog is opened from code.
  const opener = useRef<HTMLElement | null>(null);

  const confirm = useCallback<Confirm>((input) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOptions(typeof input === 'string' ? { message: input } : input);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AlertDialog.Root open={options !== null} onOpenChange={(open) => !open && settle(false)}>
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
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className="rounded-lg px-4 py-2 text-sm font-medium text-ink-secondary hover:bg-gray-100">
                {options?.cancelLabel ?? 'Cancel'}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => settle(true)}
                className={`rounded-lg px-4 py-2 text-sm font-medium text-white ${options?.danger ? 'bg-red-600 hover:bg-red-700' : 'bg-primary-dark hover:bg-secondary'}`}
              >
                {options?.confirmLabel ?? 'Yes'}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
