import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path, in the page itself: the enrollment secret (or a partner's link) never
 * leaves the browser for a third-party QR service. `label` is its text alternative (the secret is also shown as text).
 */
export function QrCode({ value, label, size: shown = 224 }: { value: string; label: string; size?: number }) {
  const { size, data } = encode(value, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={shown}
      height={shown}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
