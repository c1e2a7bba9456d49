/** The 'Resend' of a banner's emailed link (the address's verification, the parent's confirmation). */
export function ResendButton({ onClick, sending }: { onClick: () => void; sending: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={sending}
      className="rounded-md border border-amber-300 bg-white px-2.5 py-1 font-medium text-amber-900 hover:bg-amber-100 disabled:opacity-60"
    >
      {sending ? 'Sending...' : 'Resend'}
    </button>
  );
}
