/**
 * Line pictures of the trophy icons named in content (`TROPHY_ICONS`), drawn as SVG so that they
 * look the same on every school device (emoji fonts are missing on many). Decorative: the trophy's
 * name is always written next to it, so the picture is hidden from assistive technology.
 */
const PATHS: Record<string, string> = {
  camera: 'M4 8h4l2-3h4l2 3h4v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  book: 'M12 6c-2-1.5-5-2-8-1.5V19c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V4.5c-3-.5-6 0-8 1.5zM12 6v14.5',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
  footsteps: 'M8 3c2 0 3 2 3 5s-1 5-3 5-3-2-3-5 1-5 3-5zM6.5 15h3v2.5a1.5 1.5 0 0 1-3 0zM16 7c2 0 3 2 3 5s-1 5-3 5-3-2-3-5 1-5 3-5zM14.5 19h3v.5a1.5 1.5 0 0 1-3 0z',
  lightbulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5 13.5 14 8.5 15.5 10.5 10z',
  team: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M13 16c1-.7 2-1 3-1 3 0 6 2 6 5',
  flag: 'M5 21V4h11l-2 4 2 4H5',
  speech: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  medal: 'M8 3l4 6 4-6M12 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM12 13v4',
  crown: 'M3 19h18M4 16 3 7l5 4 4-6 4 6 5-4-1 9z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4v2a4 4 0 0 0 4 3M16 6h4v2a4 4 0 0 1-4 3M12 13v4M8 21h8M10 17h4v4h-4z',
};

export function TrophyIcon({ icon, size = 24 }: { icon: string; size?: number }) {
  return (
    <svg
      className="trophy-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[icon] ?? PATHS.trophy} />
    </svg>
  );
}
