import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ZipFilter } from "./ZipFilter";

const field = () => screen.getByLabelText("ZIP code") as HTMLInputElement;
const errorShown = () => field().getAttribute("aria-invalid") === "true";

function renderFilter(value: string, onApply: (zip: string) => void) {
  const ui = (zip: string) => (
    <I18nProvider i18n={i18n}>
      <ZipFilter value={zip} onApply={onApply} />
    </I18nProvider>
  );
  const result = render(ui(value));
  return { rerender: (zip: string) => result.rerender(ui(zip)) };
}

describe("the registry's ZIP filter", () => {
  it("lets a code be typed digit by digit, applying it once it is 3 to 5 digits, and says what is wrong once the field is left", () => {
    const onApply = vi.fn();
    renderFilter("", onApply);
    for (const typed of ["9", "92"]) {
      fireEvent.change(field(), { target: { value: typed } });
      expect(errorShown()).toBe(false);
    }
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.blur(field());
    expect(errorShown()).toBe(true);
    expect(screen.queryByText("Type 3 to 5 digits.")).not.toBeNull();
    fireEvent.change(field(), { target: { value: "922" } });
    expect(onApply).toHaveBeenLastCalledWith("922");
    expect(errorShown()).toBe(false);
  });

  it("says at once that only digits go there, and applies nothing", () => {
    const onApply = vi.fn();
    renderFilter("", onApply);
    fireEvent.change(field(), { target: { value: "92a" } });
    expect(screen.queryByText("Type digits only.")).not.toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("follows the URL when it changes (a link, Back)", () => {
    const { rerender } = renderFilter("922", vi.fn());
    expect(field().value).toBe("922");
    rerender("92243");
    expect(field().value).toBe("92243");
    rerender("");
    expect(field().value).toBe("");
  });
});
