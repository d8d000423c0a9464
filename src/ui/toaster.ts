import { createToaster } from "@ark-ui/react/toast";

/**
 * The site's single notification queue (docs/product.md#constants): one toast visible at a time, 5 s by default,
 * F8 moves focus to the notification region. A dismissed toast leaves at once (docs/product.md).
 */
export const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: 5000,
  removeDelay: 200,
  hotkey: ["F8"],
  overlap: false,
});
