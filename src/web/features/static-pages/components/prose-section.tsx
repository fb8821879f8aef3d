import type { ReactNode } from 'react';

type ProseSectionProps = { title: ReactNode; children: ReactNode };

/** One titled part of a long text page (terms, privacy). */
export function ProseSection({ title, children }: ProseSectionProps) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="flex flex-col gap-3 leading-relaxed text-muted-foreground [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}
