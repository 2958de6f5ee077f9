/** Simple line icons for menu entries, by the `icon` name the server sends. Decorative only. */
const PATHS: Record<string, string> = {
  home: 'M3 11 12 4l9 7v9h-6v-6H9v6H3z',
  route: 'M5 19c4-1 2-6 6-7s5-5 8-7M5 19a2 2 0 1 0 0 .1M19 5a2 2 0 1 0 0 .1',
  reflect: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  story: 'M4 4h16v16H4zM4 15l5-5 4 4 3-3 4 4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 1-1 1.7M12 17v.1',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7v.1',
  tour: 'M5 21V4h11l-2 4 2 4H5',
  plus: 'M12 5v14M5 12h14',
  support: 'M4 13a8 8 0 0 1 16 0v4h-4v-5h4M4 12h4v5H4z',
  pin: 'M9 3h6l-1 6 3 3H7l3-3zM12 12v9',
};

export function NavIcon({ name }: { name: string | null }) {
  const path = name ? PATHS[name] : undefined;
  if (!path) return null;
  return (
    <svg className="nav-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
