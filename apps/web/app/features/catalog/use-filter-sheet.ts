import { useEffect, useRef, useState } from 'react';

/**
 * A phone's filter sheet is a modal dialog: focus moves into it when it opens (its close button), the sheet keeps it
 * (FocusScope in ListingBody), Escape closes it, and focus goes back to the button that opened it.
 */
export function useFilterSheet() {
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) sheet.current?.querySelector<HTMLElement>('.listing__filters-close')?.focus();
    else if (wasOpen.current && opener.current?.isConnected) opener.current.focus();
    wasOpen.current = open;
  }, [open]);
  return {
    open,
    sheet,
    openFrom: (button: HTMLElement) => {
      opener.current = button;
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
