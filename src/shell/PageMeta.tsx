import { site } from "../content/site";

/** Sets the document title and description for the current route (React 19 hoists these into <head>). */
export function PageMeta({ title, description, noIndex = false }: { title: string; description: string; noIndex?: boolean }) {
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
