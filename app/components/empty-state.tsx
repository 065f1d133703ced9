/** What a list shows when it has nothing to show. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
      <span aria-hidden="true" className="text-5xl text-stone-300">
        字
      </span>
      <p className="mt-4 font-medium text-stone-700">{title}</p>
      {text ? <p className="mt-1 text-sm text-stone-500">{text}</p> : null}
    </div>
  );
}
