/** File name of the app entry under /layer/assets/, set at build time (vite.loader.config.ts). */
declare const __PLAYBOARD_APP_ENTRY__: string;
