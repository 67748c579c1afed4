import { createContext, useContext } from 'react';

/** The site origin that relative image paths get as prefix (spec §9); set once in the root layout. */
const SiteOriginContext = createContext('');
export const SiteOriginProvider = SiteOriginContext.Provider;
export const useSiteOrigin = () => useContext(SiteOriginContext);
