/** Stands in for a page that a later issue builds; deleted when the last page lands. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-secondary">{title}</h1>
      <p className="mt-3 text-ink-secondary">This page is on its way.</p>
    </section>
  );
}
