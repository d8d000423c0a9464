import { Portal } from "@ark-ui/react/portal";
import { createListCollection, Select as ArkSelect } from "@ark-ui/react/select";
import { useMemo } from "react";

type Option = { value: string; label: string };

type SelectProps = {
  label: string;
  options: Option[];
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
};

/** Single-choice select (Ark UI): keyboard navigation, typeahead and a native select for forms. */
export function Select({ label, options, value, onValueChange, className = "" }: SelectProps) {
  const collection = useMemo(() => createListCollection({ items: options }), [options]);
  return (
    <ArkSelect.Root
      collection={collection}
      value={[value]}
      onValueChange={(details) => details.value[0] && onValueChange(details.value[0])}
      positioning={{ sameWidth: true }}
      className={className}
    >
      <ArkSelect.Label className="block font-medium text-slate-900">{label}</ArkSelect.Label>
      <ArkSelect.Control className="mt-1">
        <ArkSelect.Trigger className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-400 bg-white px-3 py-2 text-left text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500">
          <ArkSelect.ValueText />
          <ArkSelect.Indicator className="text-slate-600">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner className="z-40">
          <ArkSelect.Content className="max-h-80 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
            {collection.items.map((item) => (
              <ArkSelect.Item
                key={item.value}
                item={item}
                className="flex cursor-pointer items-center justify-between px-3 py-2 text-slate-900 data-highlighted:bg-brand-50 data-[state=checked]:font-semibold"
              >
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className="text-brand-700">✓</ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
