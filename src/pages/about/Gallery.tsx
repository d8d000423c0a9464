import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { ClinicImageDto } from "../../../contract/clinicImage";
import { fetchClinicImages } from "../../api/clinicImages";
import { Dialog } from "../../ui/Dialog";

type State = { status: "loading" } | { status: "error" } | { status: "ready"; images: ClinicImageDto[] };

/** Clinic photos from R2: a thumbnail grid (1/2/3 columns); a click opens the full image in a dialog. */
export function Gallery() {
  const { i18n } = useLingui();
  const [state, setState] = useState<State>({ status: "loading" });
  const [selected, setSelected] = useState<ClinicImageDto | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchClinicImages(controller.signal).then(
      (images) => setState({ status: "ready", images }),
      () => !controller.signal.aborted && setState({ status: "error" }),
    );
    return () => controller.abort();
  }, []);

  const describe = (image: ClinicImageDto) => (i18n.locale === "es" ? image.descriptions.es : image.descriptions.en);

  if (state.status === "loading") {
    return (
      <div role="status" className="flex justify-center py-12">
        <span className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
        <span className="sr-only">
          <Trans>Loading clinic images...</Trans>
        </span>
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
        <Trans>Unable to load clinic images</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3" data-testid="gallery-grid">
        {state.images.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setSelected(image)}
              className="group block w-full overflow-hidden rounded-xl border border-slate-200 text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <img
                src={image.thumbnail}
                alt={describe(image)}
                width="400"
                height="300"
                loading="lazy"
                className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={selected !== null}
        onOpenChange={(open) => (open ? undefined : setSelected(null))}
        title={selected ? describe(selected) : ""}
        size="lg"
      >
        {selected ? (
          <img src={selected.fullImage} alt={describe(selected)} width="800" height="600" className="mt-4 w-full rounded-xl" />
        ) : null}
      </Dialog>
    </>
  );
}
