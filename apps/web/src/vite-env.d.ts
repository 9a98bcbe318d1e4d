/// <reference types="vite/client" />

/** The web app's version (package.json), sent in the Client-Version header. */
declare const __APP_VERSION__: string;
