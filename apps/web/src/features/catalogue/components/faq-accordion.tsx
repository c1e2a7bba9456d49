import type { CountryFaq } from '@edupath/contract';
import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

/** Several answers may be open at once; a long answer scrolls inside ~24rem. */
export function FaqAccordion({ faqs }: { faqs: CountryFaq[] }) {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="mb-4 text-2xl font-bold text-secondary">
        {CATALOGUE_TEXTS.faqTitle}
      </h2>
      <Accordion.Root
        type="multiple"
        className="divide-y divide-line rounded-2xl border border-line bg-white shadow-sm"
      >
        {faqs.map((faq) => (
          <Accordion.Item key={faq.faqId} value={String(faq.faqId)}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-gray-900 hover:text-primary-dark">
                {faq.question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-primary-dark transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-4">
              <div
                data-testid="faq-answer"
                className="max-h-96 overflow-y-auto leading-relaxed text-ink-secondary"
              >
                {faq.answer}
              </div>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
