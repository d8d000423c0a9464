import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "../../../ui/Dialog";

/** The queue's keyboard shortcuts ("?" opens this). */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    ["j  ·  ↓", t`Next inquiry in the list`],
    ["k  ·  ↑", t`Previous inquiry in the list`],
    ["Enter", t`Open the inquiry`],
    ["/", t`Go to the search box`],
    ["n", t`Go to the open inquiry's next steps`],
    ["F8", t`Go to the notification (and its Undo)`],
    ["?", t`Show these shortcuts`],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Keyboard shortcuts</Trans>}>
      <table className="mt-4 w-full text-left">
        <caption className="sr-only">{t`Keyboard shortcuts`}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4 text-sm text-slate-600">
              <Trans>Keys</Trans>
            </th>
            <th scope="col" className="py-1 text-sm text-slate-600">
              <Trans>What they do</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([keys, what]) => (
            <tr key={keys} className="border-t border-slate-200">
              <td className="py-2 pr-4 font-mono font-semibold whitespace-nowrap">{keys}</td>
              <td className="py-2">{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
