import { site } from "../content/site";

/** Sets the document title and description for the current route (React 19 hoists these into <head>). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
