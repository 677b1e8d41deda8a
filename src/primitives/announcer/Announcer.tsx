import { useCallback, useState } from 'react';

/**
 * A polite announcement for assistive technology: `announce(text)` speaks the text even when it
 * equals the last one (a no-break space is added, so the live region changes).
 */
export function useAnnouncer(): [string, (text: string) => void] {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => {
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);
  return [announcement, announce];
}

/** The live region that speaks what `useAnnouncer` announces; seen by no one. */
export function Announcer({ announcement }: { announcement: string }) {
  return (
    <div className="shop-visually-hidden" role="status">
      {announcement}
    </div>
  );
}
