import { createContext, useContext } from 'react';

/** The CSP nonce reaches <Scripts> through context; in the browser it is empty (browsers hide it anyway). */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
