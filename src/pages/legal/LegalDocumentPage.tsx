import { Trans, useLingui } from "@lingui/react/macro";
import type { LegalDocument } from "../../content/legal/document";
import { fullAddress, site } from "../../content/site";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { linkStyles } from "../../ui/styles";

function ContactDetails() {
  return (
    <address className="mt-4 space-y-1 not-italic text-slate-800">
      <p>
        <Trans>Phone:</Trans>{" "}
        <a href={site.phoneHref} className={linkStyles.standalone}>
          {site.phone}
        </a>
      </p>
      <p>
        <Trans>Email:</Trans>{" "}
        <a href={`mailto:${site.email}`} className={linkStyles.standalone}>
          {site.email}
        </a>
      </p>
      <p>
        {site.name}, {fullAddress}
      </p>
    </address>
  );
}

/** One of the footer's policy pages: a title band, then plain numbered-free sections. */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const { i18n } = useLingui();
  const updated = document.updated;
  // Written out in the page's language ("November 23, 2026" / "23 de noviembre de 2026"), not as digits.
  const updatedText = new Intl.DateTimeFormat(i18n.locale === "es" ? "es-MX" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  return (
    <>
      <PageMeta title={i18n._(document.title)} description={i18n._(document.description)} />
      <PageHero title={i18n._(document.title)}>
        <p>{i18n._(document.intro)}</p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg text-slate-800 sm:px-6">
        {document.sections.map((section) => (
          <section key={section.heading.id} className="mt-10 first:mt-0">
            <h2 className="text-2xl font-bold text-brand-900">{i18n._(section.heading)}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <div key={paragraph.id}>
                <p className="mt-3">{i18n._(paragraph)}</p>
                {/* The list belongs after the paragraph that introduces it (the first). */}
                {index === 0 && section.list ? (
                  <ul className="mt-3 list-disc space-y-1 pl-6">
                    {section.list.map((item) => (
                      <li key={item.id}>{i18n._(item)}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
            {section.contactDetails ? <ContactDetails /> : null}
          </section>
        ))}
        <p className="mt-12 text-base text-slate-600">
          <Trans>
            Last updated: <time dateTime={updated}>{updatedText}</time>
          </Trans>
        </p>
      </article>
    </>
  );
}
