import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';

// The dialog's code (Radix) loads with the first confirmation, not with the first page.
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

export interface ConfirmOptions {
  message: string;
  /** A second paragraph under the question: what exactly is being confirmed. */
  detail?: string;
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
  // Stays mounted after the first use, so the dialog can close (and return focus) like any other.
  const [everOpened, setEverOpened] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  // Radix returns focus only to an AlertDialog.Trigger; this dialog is opened from code.
  const opener = useRef<HTMLElement | null>(null);

  const confirm = useCallback<Confirm>((input) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOptions(typeof input === 'string' ? { message: input } : input);
    setEverOpened(true);
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
      {everOpened && (
        <Suspense fallback={null}>
          <ConfirmDialogView options={options} onSettle={settle} opener={opener} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
