import { useLocation, useNavigate } from 'react-router';

type OpenedFrom = { urlModal?: Record<string, string> };

/**
 * A modal whose open state lives in the query string (spec §2 "URL-bound modals"): opening adds
 * `param=value` to the current path; closing goes back when the entry below is this same path
 * without the parameter (we opened it), otherwise replaces the URL with the parameter removed.
 */
export function useUrlModal(param: string, value = 'true') {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const open = params.get(param) === value;

  const withoutParam = () => {
    const next = new URLSearchParams(location.search);
    next.delete(param);
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };

  const openModal = () => {
    if (open) return;
    const next = new URLSearchParams(location.search);
    next.set(param, value);
    const from = `${location.pathname}${location.search}`;
    const state: OpenedFrom = { urlModal: { ...(location.state as OpenedFrom | null)?.urlModal, [param]: from } };
    navigate(`${location.pathname}?${next}${location.hash}`, { state, preventScrollReset: true });
  };

  const closeModal = () => {
    if (!open) return;
    const openedFrom = (location.state as OpenedFrom | null)?.urlModal?.[param];
    if (openedFrom !== undefined && openedFrom === withoutParam()) navigate(-1);
    else navigate(`${withoutParam()}${location.hash}`, { replace: true, preventScrollReset: true });
  };

  return { open, openModal, closeModal, onOpenChange: (next: boolean) => (next ? openModal() : closeModal()) };
}
