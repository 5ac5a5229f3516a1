import type { ReactNode } from 'react';

export type InfoBlock = {
  title?: string;
  paragraphs?: readonly string[];
  /** Numbered steps. */
  steps?: readonly string[];
  /** Unordered points. */
  items?: readonly string[];
};

export type InfoSection = InfoBlock & { id: string; title: string; blocks?: readonly InfoBlock[] };

type InfoDocumentProps = {
  title: string;
  intro: string;
  /** "Dernière mise à jour : 22 novembre 2026". */
  updated?: string;
  tocLabel: string;
  sections: readonly InfoSection[];
  /** Extra content after a section, by section id (e.g. a contact link). */
  extras?: Partial<Record<string, ReactNode>>;
};

function BlockBody({ block }: { block: InfoBlock }) {
  return (
    <>
      {block.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {block.steps && (
        <ol className="list-decimal pl-6 marker:font-semibold marker:text-primary">
          {block.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {block.items && (
        <ul className="list-disc space-y-1.5 pl-6 marker:text-primary">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A long information page (terms, privacy, manual): one h1, a table of contents, numbered sections. */
export function InfoDocument({ title, intro, updated, tocLabel, sections, extras = {} }: InfoDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 flex flex-col gap-3">
        <h1 className="text-3xl leading-tight font-bold text-balance sm:text-4xl">{title}</h1>
        {updated && <p className="text-sm text-muted-foreground">{updated}</p>}
        <p className="text-lg text-muted-foreground">{intro}</p>
      </header>
      <nav aria-labelledby="toc-title" className="mb-10 rounded-lg border bg-card p-4 sm:p-5">
        <h2 id="toc-title" className="mb-3 text-base font-semibold">
          {tocLabel}
        </h2>
        <ol className="list-decimal space-y-1.5 pl-6 text-sm marker:text-muted-foreground">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-col gap-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-20">
            <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold sm:text-2xl">
              {index + 1}. {section.title}
            </h2>
            <div className="flex flex-col gap-3 leading-relaxed">
              <BlockBody block={section} />
              {section.blocks?.map((block) => (
                <div
                  key={block.title ?? block.paragraphs?.[0]}
                  className="flex flex-col gap-2 rounded-lg border bg-card p-4"
                >
                  {block.title && <h3 className="font-semibold">{block.title}</h3>}
                  <BlockBody block={block} />
                </div>
              ))}
              {extras[section.id]}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
