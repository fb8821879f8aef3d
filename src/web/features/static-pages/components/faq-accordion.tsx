import { FormattedMessage } from 'react-intl';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '#web/features/static-pages/components/faq-entries.ts';

type FaqAccordionProps = {
  entries: readonly FaqEntry[];
  /** What the answers' {arguments} stand for. */
  values?: Record<string, string>;
};

// Radix gives each question a real button inside a heading, aria-expanded and aria-controls, and arrow-key
// movement between questions; one answer is open at a time so the list stays scannable.
export function FaqAccordion({ entries, values }: FaqAccordionProps) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-border rounded-xl border border-border bg-card"
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.question} value={entry.question}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-medium transition-colors hover:bg-secondary focus-visible:bg-secondary">
              <FormattedMessage id={entry.question} />
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-4 text-muted-foreground">
            <FormattedMessage id={entry.answer} values={values} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
