/**
 * Toasts for modules that a first page loads (the app shell, the home page's course cards):
 * react-toastify arrives with the first toast instead of with the page (docs/performance.md).
 * It queues a toast shown before its container has mounted, so none is lost.
 */
type Kind = 'success' | 'error' | 'info';

const show = (kind: Kind) => (message: string) => {
  void import('react-toastify').then(({ toast }) => toast[kind](message));
};

/** Closes every toast on screen: what was said to a signed-out visitor ends at sign-in (docs/accounts.md). */
const dismiss = () => {
  void import('react-toastify').then(({ toast }) => toast.dismiss());
};

export const toast = { success: show('success'), error: show('error'), info: show('info'), dismiss };
