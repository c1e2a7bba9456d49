import type { ReactNode } from 'react';

/**
 * The frame of the console's pages outside its layout: sign-in, invitation, password change.
 * `below` stands under the card (the sign-in's way to the student site).
 */
export function ConsoleDoor({
  title,
  children,
  below,
}: {
  title: string;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-10 text-sm">
      <div className="w-full max-w-sm">
        <p className="mb-5 flex items-center justify-center gap-2 text-lg font-bold text-secondary">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          EduPath <span className="font-normal text-ink-secondary">Console</span>
        </p>
        <div className="rounded-lg border border-line bg-white p-6 shadow-sm">
          <h1 className="text-lg font-semibold text-secondary">{title}</h1>
          {children}
        </div>
        {below}
      </div>
    </main>
  );
}
