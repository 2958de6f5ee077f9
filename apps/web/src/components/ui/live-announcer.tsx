import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;

const AnnouncerContext = createContext<Announce>(() => {});

/**
 * A polite live region that is always in the page, so screen readers read every message put into
 * it. Each message stays for `durationMs`, then the region is emptied again.
 */
export function AnnouncerProvider({ durationMs, children }: { durationMs: number; children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', id: 0 });

  const announce = useCallback<Announce>((text) => {
    setMessage((previous) => ({ text, id: previous.id + 1 }));
  }, []);

  useEffect(() => {
    if (message.text === '') return;
    const timer = setTimeout(() => setMessage((current) => ({ text: '', id: current.id })), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);

  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {/* A new node per message, so the same text twice in a row is read twice. */}
        {message.text && <span key={message.id}>{message.text}</span>}
      </div>
    </AnnouncerContext.Provider>
  );
}

export function useAnnounce(): Announce {
  return useContext(AnnouncerContext);
}
