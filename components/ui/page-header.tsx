import type { ReactNode } from "react";

/** A page's title, what the page is for, any line under it, and the page's own buttons at the right. */
export function PageHeader({ title, intro, children, actions }: { title: ReactNode; intro?: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  const text = (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      {intro && <p className="mt-1 max-w-2xl text-sm text-slate-600">{intro}</p>}
      {children}
    </div>
  );
  if (!actions) return <header>{text}</header>;
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      {text}
      {actions}
    </header>
  );
}
