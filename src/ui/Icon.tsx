/** Small line icons drawn for this site (24×24, stroke = currentColor). Decorative: hidden from screen readers. */
const paths = {
  pill: "M10.5 20.5a4.95 4.95 0 0 1-7-7l6-6a4.95 4.95 0 0 1 7 7zM7.5 10.5l6 6",
  wallet: "M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM3 7l12-3v3M16 13.5h2",
  flask: "M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 15h10",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3",
  scale: "M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z",
  check: "M20 6 9 17l-5-5",
  heart: "M12 20s-7-4.4-9-9.2C1.7 7.5 4 4 7.4 4c2 0 3.4 1.1 4.6 2.6C13.2 5.1 14.6 4 16.6 4 20 4 22.3 7.5 21 10.8 19 15.6 12 20 12 20z",
  shield: "M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6zM9 12l2 2 4-4",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M18 14.5a6 6 0 0 1 4 5.5v1",
  clipboard: "M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5",
  database: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  chart: "M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5",
  building: "M4 21V5l8-3v19M12 8h8v13M8 8v.01M8 12v.01M8 16v.01M16 12v.01M16 16v.01M2 21h20",
  stomach: "M9 3v4c0 2-4 2-4 7a6 6 0 0 0 6 6h1a6 6 0 0 0 6-6c0-3-2-4-4-4s-3 1-4 0V3",
  virus: "M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 2v5M12 17v5M2 12h5M17 12h5M5 5l3.5 3.5M15.5 15.5 19 19M5 19l3.5-3.5M15.5 8.5 19 5",
  syringe: "m18 2 4 4M15 5l4 4M17 7 8 16l-3-3 9-9M5 19l-3 3M6.5 14.5l3 3M10 10l2 2M12 8l2 2",
  kidney: "M9 3C5 3 3 7 3 11s2 9 6 9c3 0 4-3 3-6-.7-2 .5-3 2-3M15 3c4 0 6 4 6 8s-2 9-6 9M14 11h-2",
  lungs:
    "M12 3v8M12 11c-1.5 0-3-1-4-2-3 1-5 5-5 10 0 1.5 1 2 2 2 3 0 5-2 5-4v-6M12 11c1.5 0 3-1 4-2 3 1 5 5 5 10 0 1.5-1 2-2 2-3 0-5-2-5-4v-6",
  drop: "M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11zM9.5 14.5a2.5 2.5 0 0 0 2.5 2.5",
  bolt: "M13 2 4 14h7l-1 8 9-12h-7z",
  handshake: "M2 11l4-4 4 2 3-2 4 1 5 4M2 11l5 5 2-1 2 2 2-1 2 2 4-4M13 7l-3 4 2 1 3-2",
  map: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  phone: "M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
