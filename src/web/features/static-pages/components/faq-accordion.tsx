import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '#web/features/static-pages/components/faq-entries.ts';

// Radix gives each question a real button inside a heading, aria-expanded and aria-controls, and arrow-key
// movement between questions; one answer is open at a time so the list stays scannable.
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-border rounded-xl border border-border bg-card"
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.question} value={entry.question}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium transition-colors hover:bg-secondary focus-visible:bg-secondary">
              {entry.question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-4 text-muted-foreground">{entry.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
